// What an alert toast and a banner share: a row of the message text and an optional dismiss
// button, with a title in the text colour of its tone. Each adds its own surface and borders.
import styled from 'styled-components';

export type MessageTone = 'success' | 'danger' | 'warning' | 'info';

export const MessageFrame = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
`;

/** The title and message, taking the room the dismiss button leaves. */
export const MessageText = styled.div`
  flex: 1;
  min-width: 0;
`;

export const MessageTitle = styled.p<{ $tone: MessageTone }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $tone }) => theme.color[`${$tone}Text`]};
`;

const DismissButton = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`;

/** The × button that closes the message; `label` is its name and tooltip. */
export function MessageDismiss({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <DismissButton type="button" aria-label={label} title={label} onClick={onClick} className={className}>
      <span aria-hidden="true">×</span>
    </DismissButton>
  );
}
