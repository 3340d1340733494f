// The portal's error boundary: a screen that fails never leaves a blank page. A chunk that could
// not be loaded (a new deployment, a dropped connection) shows 'This page could not be loaded'
// with Reload, and reloads once by itself when the server answers (chunkRecovery.ts); any other
// error shows 'Something went wrong' with Try again. The shell puts one around its page (the
// menu and top bar stay; it is new on each path), AppRoutes one around everything else (a full
// page, cleared when the path changes).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../shared/i18n';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { MessagePage } from './MessagePage';
import { chunkRecovery, isChunkLoadError, reloadAfterNewDeployment } from './chunkRecovery';

const Body = styled.div`
  & > p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

function ScreenError({
  chunk,
  onTryAgain,
  fullPage,
}: {
  chunk: boolean;
  onTryAgain: () => void;
  fullPage: boolean;
}) {
  const intl = useIntl();
  const card = (
    <Card
      title={intl.formatMessage(
        chunk ? commonMessages.chunkFailedTitle : commonMessages.somethingWrongTitle,
      )}
      data-screen-error={chunk ? 'chunk' : 'error'}
    >
      <Body>
        <p role="alert">
          <FormattedMessage
            {...(chunk ? commonMessages.chunkFailedText : commonMessages.screenErrorText)}
          />
        </p>
        {chunk ? (
          <Button onClick={() => chunkRecovery.reload()}>
            <FormattedMessage {...commonMessages.reload} />
          </Button>
        ) : (
          <Button onClick={onTryAgain}>
            <FormattedMessage {...commonMessages.tryAgain} />
          </Button>
        )}
      </Body>
    </Card>
  );
  return fullPage ? <MessagePage>{card}</MessagePage> : card;
}

export interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** A full page of its own (outside the shell) instead of a card in the page's place. */
  fullPage?: boolean;
  /** The error is cleared when this changes (the path). */
  resetKey?: string;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: undefined, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
    if (isChunkLoadError(error)) void reloadAfterNewDeployment();
  }

  private readonly tryAgain = () => this.setState({ error: undefined, failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenError
        chunk={isChunkLoadError(this.state.error)}
        onTryAgain={this.tryAgain}
        fullPage={this.props.fullPage ?? false}
      />
    );
  }
}
