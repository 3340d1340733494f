// The unsubscribe page of a scheduled report's email (our addition, #37).
import { defineMessages } from 'react-intl';

export const unsubscribeMessages = defineMessages({
  title: { id: 'AUTH.UNSUBSCRIBE.TITLE', defaultMessage: 'Scheduled report emails' },
  intro: {
    id: 'AUTH.UNSUBSCRIBE.INTRO',
    defaultMessage: 'Stop the scheduled report this link came with? You can start it again after signing in, under Transaction Reports, Saved views, Scheduled reports.',
  },
  action: { id: 'AUTH.UNSUBSCRIBE.ACTION', defaultMessage: 'Stop these emails' },
  incomplete: { id: 'AUTH.UNSUBSCRIBE.INCOMPLETE', defaultMessage: 'This link is not complete. Open the whole link from the email.' },
});
