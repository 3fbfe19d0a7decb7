import { count, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { notifications, users } from '#server/db/schema';
import { type Translated, translated } from './translated';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoNotification {
  system: Translated;
  title: Translated;
  text: Translated;
  link?: string;
  /** How long before the seed time it was created. */
  ago: number;
  read: boolean;
}

/** Newest first: the bell shows the first three (two unread), the full page pages through all twelve. */
export const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    system: translated('Recursos Humanos', 'Human Resources', 'Recursos Humanos'),
    title: translated('Holerite disponível', 'Payslip available', 'Nómina disponible'),
    text: translated(
      'Seu holerite do mês já pode ser consultado.',
      "This month's payslip is ready to view.",
      'Ya puedes consultar la nómina de este mes.',
    ),
    link: '/home',
    ago: 20_000,
    read: false,
  },
  {
    system: translated('TI', 'IT', 'Informática'),
    title: translated('Manutenção programada', 'Scheduled maintenance', 'Mantenimiento programado'),
    text: translated(
      'O e-mail corporativo ficará indisponível no sábado, das 22h às 23h.',
      'Corporate e-mail will be unavailable on Saturday from 10 p.m. to 11 p.m.',
      'El correo corporativo no estará disponible el sábado de 22:00 a 23:00.',
    ),
    ago: 12 * MINUTE,
    read: false,
  },
  {
    system: translated('Segurança do Trabalho', 'Occupational Safety', 'Prevención de Riesgos Laborales'),
    title: translated('Treinamento de NR-10', 'NR-10 safety training', 'Formación NR-10'),
    text: translated(
      'Sua reciclagem de NR-10 vence em 30 dias. Agende com seu gestor.',
      'Your NR-10 refresher expires in 30 days. Schedule it with your manager.',
      'Tu reciclaje de NR-10 vence en 30 días. Prográmalo con tu responsable.',
    ),
    ago: 5 * HOUR,
    read: true,
  },
  {
    system: translated('Financeiro', 'Finance', 'Finanzas'),
    title: translated('Reembolso aprovado', 'Refund approved', 'Reembolso aprobado'),
    text: translated(
      'O reembolso da viagem a Betim foi aprovado.',
      'The refund for the trip to Betim was approved.',
      'Se ha aprobado el reembolso del viaje a Betim.',
    ),
    ago: 2 * DAY,
    read: true,
  },
  {
    system: translated('Qualidade', 'Quality', 'Calidad'),
    title: translated('Auditoria ISO 9001', 'ISO 9001 audit', 'Auditoría ISO 9001'),
    text: translated(
      'A auditoria externa acontece na próxima semana na fábrica de motores.',
      'The external audit takes place next week at the motor plant.',
      'La auditoría externa será la próxima semana en la fábrica de motores.',
    ),
    ago: 4 * DAY,
    read: false,
  },
  {
    system: translated('Portal', 'Portal', 'Portal'),
    title: translated('Bem-vindo ao novo portal', 'Welcome to the new portal', 'Bienvenido al nuevo portal'),
    text: translated(
      'Agora você recebe avisos de todos os sistemas neste sino.',
      'You now get notices from every system in this bell.',
      'Ahora recibes los avisos de todos los sistemas en esta campana.',
    ),
    ago: 9 * DAY,
    read: true,
  },
  ...(
    [
      ['Janeiro', 'January', 'enero'],
      ['Fevereiro', 'February', 'febrero'],
      ['Março', 'March', 'marzo'],
      ['Abril', 'April', 'abril'],
      ['Maio', 'May', 'mayo'],
      ['Junho', 'June', 'junio'],
    ] as const
  ).map(([pt, en, es], index) => ({
    system: translated('Recursos Humanos', 'Human Resources', 'Recursos Humanos'),
    title: translated(
      `Escala de férias: ${pt}`,
      `Vacation schedule: ${en}`,
      `Calendario de vacaciones: ${es}`,
    ),
    text: translated(
      `A escala de férias de ${pt.toLowerCase()} do seu setor foi publicada.`,
      `Your department's vacation schedule for ${en} has been published.`,
      `Se ha publicado el calendario de vacaciones de ${es} de tu sección.`,
    ),
    ago: (15 + index * 20) * DAY,
    read: true,
  })),
];

/** Demo notifications for the demo employees, into a database that has none. Returns how many it created. */
export async function seedNotifications(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications);
  if ((row?.n ?? 0) > 0) return 0;
  const employees = await db
    .select({ id: users.id, email: users.emailNormalized })
    .from(users)
    .where(
      inArray(users.emailNormalized, ['admin@example.com', 'reset@example.com', 'operador@example.com']),
    );
  const rows = employees.flatMap((employee) =>
    // Everyone gets the list; the CPF user and the reset user a shorter one.
    DEMO_NOTIFICATIONS.slice(0, employee.email === 'admin@example.com' ? undefined : 4).map((n) => ({
      userId: employee.id,
      system: n.system,
      title: n.title,
      text: n.text,
      link: n.link ?? null,
      createdAt: new Date(now.getTime() - n.ago),
      visualizedAt: n.read ? new Date(now.getTime() - n.ago + MINUTE) : null,
    })),
  );
  if (rows.length) await db.insert(notifications).values(rows);
  return rows.length;
}
