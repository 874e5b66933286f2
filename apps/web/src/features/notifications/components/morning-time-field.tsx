import { PUSH_WINDOW_LAST, PUSH_WINDOW_START } from '@porchlight/contracts';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

const STEP_MINUTES = 15;

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** '08:30' as the phone's clock says it in the US: 8:30 AM. */
const spoken = (time: string) => `${Number(time.slice(0, 2))}:${time.slice(3)} AM`;

/** Every quarter hour of the morning window (docs/notifications.md "The morning window"). */
const WINDOW_TIMES: readonly string[] = Array.from(
  {
    length:
      Math.floor((minutesOf(PUSH_WINDOW_LAST) - minutesOf(PUSH_WINDOW_START)) / STEP_MINUTES) + 1,
  },
  (_, n) => timeOf(minutesOf(PUSH_WINDOW_START) + n * STEP_MINUTES),
);

/**
 * The time of the morning notification: only the window's times are offered, and a time saved
 * between quarter hours (chosen before the list had steps) stays shown as it is.
 */
export function MorningTimeField(props: {
  value: string;
  disabled: boolean;
  onChange: (time: string) => void;
}) {
  const times = WINDOW_TIMES.includes(props.value)
    ? WINDOW_TIMES
    : [...WINDOW_TIMES, props.value].sort();
  const options = times.map((time) => ({ value: time, label: spoken(time) }));
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor="push-time" className="text-base font-normal">
        Time
      </Label>
      <Select
        id="push-time"
        className="w-36"
        options={options}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
