import { useCurrentUser } from '#client/queries/user';
import { MemberHome } from './MemberHome';
import { VisitorHome } from './VisitorHome';

/** The front page: the site's faces and the ways in for visitors, the member's own dashboard once logged in. */
export function HomePage() {
  const user = useCurrentUser();
  return user ? <MemberHome user={user} /> : <VisitorHome />;
}
