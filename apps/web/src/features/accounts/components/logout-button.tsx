import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
