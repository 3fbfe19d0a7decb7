/** A choice of the recruiting screens, as a select shows it. */
export interface Choice {
  value: string;
  label: string;
}

/** A select's options: first the empty one (`empty`: 'Choose', 'All units'...), then the choices. */
export function ChoiceOptions({ empty, choices }: { empty: string; choices: readonly Choice[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
