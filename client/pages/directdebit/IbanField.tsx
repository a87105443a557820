import { friendlyFormatIBAN } from 'ibantools';
import type { ChangeEvent } from 'react';
import { TextField } from '#client/components/Form/Field';

/** The place in `formatted` after the `count`-th character that is not a separator. */
function caretAfter(formatted: string, count: number): number {
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < count; position += 1) if (formatted[position] !== ' ') seen += 1;
  return position;
}

/** An IBAN input shown in groups of four as it is typed, the caret kept where the member types. */
export function IbanField({ label, value, error, onValue }: { label: string; value: string; error?: string | undefined; onValue(value: string): void }) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typedBefore = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/[\s-]/g, '').length;
    const formatted = friendlyFormatIBAN(input.value) ?? '';
    onValue(formatted);
    // React writes the new value after this handler; the caret goes back in the next frame.
    requestAnimationFrame(() => {
      const caret = caretAfter(formatted, typedBefore);
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    });
  };
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      onChange={change}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={42}
      data-testid="directdebit-iban"
    />
  );
}
