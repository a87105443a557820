import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageEnv } from '#client/app-context';
import { LIVE_EVENT, type LiveEvent } from '#client/realtime/live';
import { markAnnounced } from '../LikeModals/announced';
import * as styles from './InAppNotice.css';
import { NoticeCard } from './NoticeCard';
import { takeEarlyEvents } from './early-events';
import { resolveNotice, type Notice } from './notices';
import { mayNotify, stacked, subjectOf, type NoticePlace } from './rules';

/**
 * The notices of one signed-in member: each live message or like that may show here (rules.ts)
 * becomes a card once its sender's card is known, the newest on top, three at most. Leaving for
 * a page where one may not show (its conversation, a payment) takes it away.
 */
export function NoticeHost({ me, layout }: { me: number; layout: 'default' | 'chat' }) {
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [place, setPlace] = useState<NoticePlace>({ pathname, me, likes: layout === 'chat' });
  if (place.pathname !== pathname) {
    const next = { ...place, pathname };
    setPlace(next);
    setNotices(notices.filter((notice) => mayNotify(notice.subject, next)));
  }
  // Read when an answer comes: the member may have moved on while the sender's card loaded.
  const current = useRef(place);
  useEffect(() => {
    current.current = place;
  }, [place]);

  useEffect(() => {
    const show = (live: LiveEvent) => {
      const subject = subjectOf(live);
      if (!subject || !mayNotify(subject, current.current)) return;
      void resolveNotice(queryClient, api, live, subject).then((notice) => {
        if (!notice || !mayNotify(subject, current.current)) return;
        // Shown here, a like has had its announcement: no moment repeats it on the next page.
        if (subject.kind === 'like') markAnnounced(api, queryClient, subject.from);
        setNotices((shown) => stacked(shown, notice));
      });
    };
    const onEvent = (event: Event) => show((event as CustomEvent<LiveEvent>).detail);
    window.addEventListener(LIVE_EVENT, onEvent);
    // What came while this chunk loaded, after the listener: nothing falls between the two.
    for (const live of takeEarlyEvents()) show(live);
    return () => window.removeEventListener(LIVE_EVENT, onEvent);
  }, [api, queryClient]);

  const close = useCallback((id: number) => setNotices((shown) => shown.filter((notice) => notice.id !== id)), []);
  // Always there, empty or not: a live region must exist before what it announces arrives. Each
  // new card is read on its own (not atomic), never the whole column again.
  return (
    <div className={layout === 'chat' ? styles.atTop : styles.belowTopBar} role="status" aria-live="polite" aria-atomic="false" data-testid="in-app-notices">
      {notices.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} onClose={close} />
      ))}
    </div>
  );
}
