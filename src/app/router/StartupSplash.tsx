// The start-up splash (spec 1 section 2.2): the deployment's logo (or portal name) over the
// portal while it starts; it fades out when nothing is loading any more, or after 3 seconds,
// whichever comes first. It only decorates: the loading cover beneath announces the wait.
import { use, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from '../shell/messages';
import { Splash } from '../../shared/ui/Splash';
import { useBranding, usePortalName } from '../branding';
import { useBodyThemeMode } from '../shell/useBodyThemeMode';
import { LoadingTrackerContext } from './loadingTracker';
import { createStartupSplashTimer, type SplashPhase } from './startupSplashTimer';

export function StartupSplash() {
  const intl = useIntl();
  const tracker = use(LoadingTrackerContext);
  const branding = useBranding();
  const portalName = usePortalName();
  const mode = useBodyThemeMode();
  const [phase, setPhase] = useState<SplashPhase>('shown');

  useEffect(() => {
    const timer = createStartupSplashTimer(setPhase);
    // Judged once the commit's effects have all run: a cover going while the next one comes
    // (the user loaded, the shell's chunk loading) is not the end of loading.
    const check = () =>
      queueMicrotask(() => {
        if ((tracker?.pending ?? 0) === 0) timer.loadingFinished();
      });
    const unsubscribe = tracker?.subscribe(check);
    check();
    return () => {
      unsubscribe?.();
      timer.dispose();
    };
  }, [tracker]);

  if (phase === 'gone') return null;
  const logo = branding.logos[mode];
  return (
    <div aria-hidden="true" data-startup-splash={phase}>
      <Splash
        leaving={phase === 'leaving'}
        logo={logo ? <img src={logo} alt="" /> : portalName}
        label={intl.formatMessage(shellMessages.loadingPortal)}
      />
    </div>
  );
}
