import { MY_APPLICATIONS_PATH } from '@portal/contracts/careers-paths';
import { useHasSession } from '@portal/shell/api/session';
import { NotificationsBell } from '@portal/shell/notifications/notifications-bell';
import { useEffect, useState } from 'react';
import { useCandidateUser } from '../api/get-candidate-user';
import { useAccountLanguage } from '../api/save-language';
import { AccountMenuDropdown, type AccountMenuEntry } from './account-menu-dropdown';

/**
 * The signed-in candidate's part of the careers header: the shell's notifications bell (status changes of their
 * applications, each linking to them), then the account menu; and the interface kept in the account's language
 * (decision 0071). Loaded only with a session (./account-menu.tsx), so visitors download none of it.
 */
export function CandidateHeader({ entries }: { entries?: AccountMenuEntry[] }) {
  const session = useHasSession();
  const { data: user } = useCandidateUser(session);
  useAccountLanguage(user?.language);
  // The candidate is refetched in a newly chosen language: the bell stays meanwhile.
  const [candidate, setCandidate] = useState(false);
  useEffect(() => {
    if (user) setCandidate(true);
  }, [user]);
  return (
    <>
      {session && candidate ? (
        <NotificationsBell enabled hostIsIntranet={false} seeMoreTo={MY_APPLICATIONS_PATH} />
      ) : null}
      <AccountMenuDropdown entries={entries} />
    </>
  );
}
