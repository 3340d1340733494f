// The avatar of the profile form (formik field 'logo', a data URL): the picture or the user's
// initials, and while editing a file choice (PNG or JPEG, at most 1 MB, checked here for a quick
// answer and by the server by decoding it) with a preview, and a remove button.
import { useField } from 'formik';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { profileMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { ErrorText, HelpText } from '../../../shared/ui/FormField';

/** The server's limit of an avatar file. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg'];

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  flex-wrap: wrap;
`;

const Picture = styled.div`
  width: 96px;
  height: 96px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface AvatarFieldProps {
  editing: boolean;
  /** The initials shown without a picture. */
  initials: string;
}

export function AvatarField({ editing, initials }: AvatarFieldProps) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | null>('logo');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setProblem(intl.formatMessage(profileMessages.avatarTypes));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(intl.formatMessage(profileMessages.avatarTooLarge));
    setProblem(null);
    await helpers.setValue(await readAsDataUrl(file));
  };
  const error = problem ?? (meta.touched ? meta.error : undefined);
  return (
    <Frame>
      <Picture>
        {field.value ? <img src={field.value} alt={intl.formatMessage(profileMessages.avatar)} /> : <span aria-hidden="true">{initials}</span>}
      </Picture>
      {editing ? (
        <Actions>
          <input ref={input} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" hidden onChange={(event) => void choose(event)} />
          <Buttons>
            <Button variant="secondary" size="sm" aria-describedby={helpId} onClick={() => input.current?.click()}>
              {intl.formatMessage(profileMessages.changeAvatar)}
            </Button>
            {field.value ? (
              <Button variant="secondary" size="sm" onClick={() => void helpers.setValue(null)}>
                {intl.formatMessage(profileMessages.removeAvatar)}
              </Button>
            ) : null}
          </Buttons>
          <HelpText id={helpId}>{intl.formatMessage(profileMessages.avatarTypes)}</HelpText>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        </Actions>
      ) : null}
    </Frame>
  );
}
