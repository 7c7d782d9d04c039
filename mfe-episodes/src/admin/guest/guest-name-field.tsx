import { AutoComplete, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useGuestSuggestions } from './guest-suggestions';

const OPTION_PREFIX = 'guest-booking:';
const optionKey = (id: number) => `${OPTION_PREFIX}${id}`;

/** The episode's guest as the forms hold it: the name shown, and the booking it is linked to. */
export interface GuestChoice {
  guestName: string;
  guestId: number | null;
}

interface GuestNameFieldProps {
  id?: string;
  ariaLabel?: string;
  value: GuestChoice;
  onChange: (value: GuestChoice) => void;
}

/**
 * Guest Name (spec §2, §5) with the guests of Guest Bookings offered as you type (issue 32 item 3):
 * picking one links the episode to that booking, whose role, company and portrait the episode page
 * shows; typing another name unlinks it (the page then shows the name alone). The line under the field
 * says which of the two it is.
 */
export function GuestNameField({ id, ariaLabel, value, onChange }: GuestNameFieldProps) {
  const typed = useDeferredValue(value.guestName);
  const { allowed, suggestions } = useGuestSuggestions(typed);
  const hintId = id ? `${id}-link` : undefined;
  // An option's value is the booking's key, not the name: two guests may share a name. The select
  // event carries the choice; the change event antd sends with that key is not typed text.
  const options = suggestions.map((guest) => ({
    value: optionKey(guest.id),
    label: guest.company ? `${guest.name} · ${guest.company}` : guest.name,
    name: guest.name,
    guestId: guest.id,
  }));
  return (
    <>
      <AutoComplete
        id={id}
        aria-label={ariaLabel}
        aria-describedby={allowed ? hintId : undefined}
        placeholder="Guest full name"
        options={options}
        // An active first option keeps aria-activedescendant pointing at a real option (antd's default
        // points at a "-1" id that does not exist, which axe reports).
        defaultActiveFirstOption
        value={value.guestName}
        style={{ width: '100%' }}
        onSelect={(_key, option) => onChange({ guestName: option.name, guestId: option.guestId })}
        onChange={(text) => {
          if (!text.startsWith(OPTION_PREFIX)) onChange({ guestName: text, guestId: null });
        }}
      />
      {allowed ? (
        <Typography.Text type="secondary" id={hintId} className="guest-name-field__hint">
          {value.guestId !== null
            ? 'Linked to this guest in Guest Bookings: the episode page shows their role, company and portrait.'
            : value.guestName.trim()
              ? 'Not linked to Guest Bookings: pick the guest from the list to show their card on the episode page.'
              : 'Type to pick a guest from Guest Bookings.'}
        </Typography.Text>
      ) : null}
    </>
  );
}
