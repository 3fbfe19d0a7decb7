import type { Benefit } from '@portal/contracts/vacancy-rules';

/** The drawing of each benefit (24 × 24, stroked in currentColor). */
const PATHS: Record<Benefit, string> = {
  // A heart with a pulse line.
  health: 'M19.5 12.6 12 20l-7.5-7.4A5 5 0 0 1 12 6a5 5 0 0 1 7.5 6.6ZM3.5 12h4l1.5-3 3 6 1.5-3h7',
  // The scales of justice.
  social_legal_assistance: 'M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7Zm14 0-3 7a3 3 0 0 0 6 0l-3-7Z',
  // A piggy bank with a coin slot.
  private_pension:
    'M19 10.5V9a1 1 0 0 0-1-1h-1.3A7 7 0 0 0 4 11a6.7 6.7 0 0 0 2 4.8V19h3v-2h4v2h3v-3.2a6 6 0 0 0 1.6-2.3H19a1 1 0 0 0 1-1v-1a1 1 0 0 0-1-1ZM10 6.5h4M16 11h.01',
  // People together.
  citizen_company:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a6 6 0 0 1 12 0v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.7',
  // A graduation cap.
  education: 'm22 9-10-5L2 9l10 5 10-5ZM6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6',
  // A pie chart: a share of the profit.
  profit_sharing: 'M21 12A9 9 0 1 1 12 3v9h9ZM15 3.5A9 9 0 0 1 20.5 9H15V3.5Z',
  // Fork and knife.
  restaurant: 'M4 3v7a3 3 0 0 0 6 0V3M7 3v18M20 15V3a5 5 0 0 0-4 5v6a1 1 0 0 0 1 1h3Zm0 0v6',
};

/** A benefit's icon: decorative, its name is the text next to it. */
export function BenefitIcon({ benefit }: { benefit: Benefit }) {
  return (
    <svg
      className="icon benefit-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[benefit]} />
    </svg>
  );
}
