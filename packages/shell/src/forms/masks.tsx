import { format, type MaskOptions } from '@react-input/mask';
import { type ChangeEvent, type ComponentPropsWithRef, forwardRef } from 'react';

/** Where a digit goes in a mask. */
const DIGIT = { _: /\d/ };

const LANDLINE = '(__) ____-_____';
const MOBILE = '(__) _____-____';

/**
 * The product's input masks (a library's, decision 0040): the person types digits only and the separators appear
 * as they type; pasting a formatted or a bare value gives the same result. The value the form holds is the masked
 * text, which the contracts rules read ('12/04/1998', '02/2010', '529.982.247-25', '(47) 93276-4000',
 * '89251-000').
 */
export const MASKS = {
  /** dd/mm/aaaa */
  date: { mask: '__/__/____', replacement: DIGIT },
  /** mm/aaaa */
  monthYear: { mask: '__/____', replacement: DIGIT },
  cpf: { mask: '___.___.___-__', replacement: DIGIT },
  cep: { mask: '_____-___', replacement: DIGIT },
  /** Landline '(47) 3276-4000'; an eleventh digit makes it a mobile '(47) 93276-4000' (see formatMask). */
  phone: { mask: LANDLINE, replacement: DIGIT },
} satisfies Record<string, MaskOptions>;

export type MaskName = keyof typeof MASKS;

/** Masks a stored value for display, e.g. a CEP '89251000' → '89251-000', as typing it would have. */
export function formatMask(name: MaskName, value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  const options =
    name === 'phone' ? { ...MASKS.phone, mask: digits.length > 10 ? MOBILE : LANDLINE } : MASKS[name];
  return format(digits, { mask: options.mask, replacement: options.replacement });
}

/** What a keypad shows for each mask. */
const INPUT_MODE: Record<MaskName, 'numeric' | 'tel'> = {
  date: 'numeric',
  monthYear: 'numeric',
  cpf: 'numeric',
  cep: 'numeric',
  phone: 'tel',
};

export interface MaskedInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  mask: MaskName;
}

/** Where the caret goes in `formatted` to stand after its `digits`-th digit (at the start for none). */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index))) seen++;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

/**
 * An input with one of {@link MASKS}, a numeric keypad on phones, and the shell's field style. Use it with
 * `register(...)` of the form kit like any input.
 *
 * Each change is masked at once, in the input event itself (the library's `format`): the component keeps no
 * selection timer of its own, so keys typed quickly on a busy phone are never dropped, and the caret stays after the
 * digit it followed.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, className, onChange, ...props },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    let raw = input.value;
    let caret = input.selectionStart ?? raw.length;
    let formatted = formatMask(mask, raw);
    // Backspace over a separator ('12/04|/1998' → '12/04|1998') would put it straight back: the digit before it
    // goes instead, as a person expects.
    const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
    if (
      inputType === 'deleteContentBackward' &&
      formatted.length === raw.length + 1 &&
      /\D/.test(formatted.charAt(caret)) &&
      /\d/.test(raw.slice(0, caret))
    ) {
      const digitAt = raw.slice(0, caret).search(/\d(?=\D*$)/);
      raw = raw.slice(0, digitAt) + raw.slice(digitAt + 1);
      caret = digitAt;
      formatted = formatMask(mask, raw);
    }
    if (formatted !== input.value) {
      const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
      const atEnd = caret >= raw.length;
      input.value = formatted;
      if (input.ownerDocument.activeElement === input) {
        const position = atEnd ? formatted.length : caretAfterDigits(formatted, digitsBefore);
        input.setSelectionRange(position, position);
      }
    }
    onChange?.(event);
  };
  return (
    <input
      ref={ref}
      type={mask === 'phone' ? 'tel' : 'text'}
      inputMode={INPUT_MODE[mask]}
      className={className ?? 'form-field__input'}
      {...props}
      onChange={handleChange}
    />
  );
});
