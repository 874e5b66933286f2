import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';
import { LineIcon } from './line-icon';

// lucide's eye and eye-off (ISC licence), each joined into one path, drawn here: lucide-react, or a
// module of icons shared with other components, would be one more chunk for the sign-in and
// registration pages (100 KB of JavaScript at most each).
const EYE =
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0';
const EYE_OFF =
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49M14.084 14.158a3 3 0 0 1-4.242-4.242M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143M2 2l20 20';

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute inset-y-0 right-0"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <LineIcon path={visible ? EYE_OFF : EYE} />
      </Button>
    </div>
  );
}
