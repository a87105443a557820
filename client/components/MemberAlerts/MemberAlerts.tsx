import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDismissal } from '#client/hooks/useDismissal';
import { useCurrentUser, type CurrentUser } from '#client/queries/user';
import { DisabledNotificationsAlert } from '../DisabledNotificationsAlert/DisabledNotificationsAlert';
import { mailProblem, type MailProblem } from '#server/contract/mail-problem';
import { HIDE_DISABLED_NOTIFICATIONS_ALERT_KEY, shouldShowDisabledNotificationsAlert } from '../DisabledNotificationsAlert/rules';
import { EnrichAlert } from '../EnrichAlert/EnrichAlert';
import { HIDE_ENRICH_ALERT_KEY, shouldShowEnrichAlert } from '../EnrichAlert/rules';
import { PushAlert } from '../PushAlert/PushAlert';
import { isMembersAreaPath } from '../TimeBonus/rules';
import { nextMemberAlert, type MemberAlert } from './rules';

/** At the moment of rendering, on the server as in the browser: the "not now"s come with the page's cookies. */
function chooseAlert(user: CurrentUser | null, problem: MailProblem | null, mailDismissedAt: string | null, enrichDismissedAt: string | null): MemberAlert {
  const now = Date.now();
  return nextMemberAlert({
    disabledNotifications: shouldShowDisabledNotificationsAlert({ problem, since: user?.email_disabled_since ?? null, dismissedAt: mailDismissedAt, now }),
    enrich: shouldShowEnrichAlert({ missing: user?.profile_missing ?? [], dismissedAt: enrichDismissedAt, now }),
  });
}

/**
 * The one alert of the members area (docs/product.md#member-alerts). Its facts come with the
 * member (user.php, which every page has) and the browser's stored "not now"s: no request of its
 * own. A closed alert lets the next one wait for the next page, so closing one never pops another.
 */
export function MemberAlerts() {
  const user = useCurrentUser();
  const location = useLocation();
  const [mailDismissedAt, dismissMail] = useDismissal(HIDE_DISABLED_NOTIFICATIONS_ALERT_KEY);
  const [enrichDismissedAt, dismissEnrich] = useDismissal(HIDE_ENRICH_ALERT_KEY);
  const [closedOn, setClosedOn] = useState<string | null>(null);
  if (!isMembersAreaPath(location.pathname) || closedOn === location.key) return null;

  const close = (dismiss: () => void) => () => {
    dismiss();
    setClosedOn(location.key);
  };
  const problem = user ? mailProblem(user) : null;
  const next = chooseAlert(user, problem, mailDismissedAt, enrichDismissedAt);
  if (next === 'disabled-notifications' && user && problem) {
    return <DisabledNotificationsAlert problem={problem} email={user.email} onDismiss={close(dismissMail)} />;
  }
  if (next === 'enrich' && user) return <EnrichAlert missing={user.profile_missing} onDismiss={close(dismissEnrich)} />;
  return <PushAlert onClose={() => setClosedOn(location.key)} />;
}
