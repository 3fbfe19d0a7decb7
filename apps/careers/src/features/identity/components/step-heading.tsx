import { useEffect, useRef } from 'react';

/** The heading of a step: it takes the focus when the step appears, so screen readers hear where they are. */
export function StepHeading({ children, focus = true }: { children: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="identity-step__title">
      {children}
    </h2>
  );
}
