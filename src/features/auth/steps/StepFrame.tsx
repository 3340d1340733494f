// The card of a sign-in step: title, intro text, a notice and the back-to-sign-in button.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { authMessages } from '../messages';
import { Banner, type BannerTone } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Back = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface StepNotice {
  tone: BannerTone;
  content: ReactNode;
}

export interface StepFrameProps {
  title: string;
  intro: ReactNode;
  notice: StepNotice | null;
  onBack: () => void;
  children: ReactNode;
}

export function StepFrame({ title, intro, notice, onBack, children }: StepFrameProps) {
  return (
    <Card title={title}>
      <Intro>{intro}</Intro>
      {notice && (
        <Notice>
          <Banner tone={notice.tone}>{notice.content}</Banner>
        </Notice>
      )}
      {children}
      <Back>
        <Button variant="link" onClick={onBack}>
          <FormattedMessage {...authMessages.backToLogin} />
        </Button>
      </Back>
    </Card>
  );
}
