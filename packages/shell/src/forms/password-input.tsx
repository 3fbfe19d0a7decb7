import { type ComponentPropsWithRef, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/password-input.css';

/**
 * A password input with its show/hide toggle (decision 0082), for every password the product asks for (spec §5's
 * 15 characters, typed twice on a phone): a button with `aria-pressed` and the fixed label 'Show password', outside
 * the form's data (type button, no name). Taking it with the pointer keeps the focus in the input, and the caret
 * stays where it was when the input's type changes.
 */
export function PasswordInput({ ref, className, ...props }: ComponentPropsWithRef<'input'>) {
  const { t } = useTranslation('library');
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<[number | null, number | null] | null>(null);

  const setRef = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
  };

  // A type change may move the caret to the end; put it back where the person left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs after each change of the input's type
  useLayoutEffect(() => {
    const saved = caret.current;
    const node = input.current;
    caret.current = null;
    if (!saved || !node || document.activeElement !== node) return;
    node.setSelectionRange(saved[0], saved[1]);
  }, [shown]);

  return (
    <span className="password-input">
      <input
        {...props}
        ref={setRef as Ref<HTMLInputElement>}
        className={className}
        type={shown ? 'text' : 'password'}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        title={t('passwordToggle.show')}
        disabled={props.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const node = input.current;
          if (node) caret.current = [node.selectionStart, node.selectionEnd];
          setShown((value) => !value);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {shown ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
        {/* The name is the button's text, not an aria-label: a search for the field by its label ('Senha') finds
            the field alone. */}
        <span className="sr-only">{t('passwordToggle.show')}</span>
      </button>
    </span>
  );
}
