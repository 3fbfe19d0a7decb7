import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step of a flow (sign-up, password recovery): it takes the focus when the step appears (unless
 * `focus` is false), so screen readers hear where they are.
 */
export function StepHeading({
  children,
  className,
  focus = true,
}: {
  children: ReactNode;
  className: string;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
