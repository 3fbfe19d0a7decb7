import { StepHeading as FlowStepHeading } from '@portal/shell/components/step-heading';

/** The heading of a sign-up step: it takes the focus when the step appears (the shell's step heading). */
export function StepHeading({ children, focus = true }: { children: string; focus?: boolean }) {
  return (
    <FlowStepHeading className="identity-step__title" focus={focus}>
      {children}
    </FlowStepHeading>
  );
}
