import { count, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { notifications, users } from '#server/db/schema';
import type { Translated } from './translated';

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
    system: { 'pt-BR': 'Recursos Humanos', 'en-US': 'Human Resources', 'es-ES': 'Recursos Humanos' },
    title: { 'pt-BR': 'Holerite disponível', 'en-US': 'Payslip available', 'es-ES': 'Nómina disponible' },
    text: {
      'pt-BR': 'Seu holerite do mês já pode ser consultado.',
      'en-US': "This month's payslip is ready to view.",
      'es-ES': 'Ya puedes consultar la nómina de este mes.',
    },
    link: '/home',
    ago: 20_000,
    read: false,
  },
  {
    system: { 'pt-BR': 'TI', 'en-US': 'IT', 'es-ES': 'Informática' },
    title: {
      'pt-BR': 'Manutenção programada',
      'en-US': 'Scheduled maintenance',
      'es-ES': 'Mantenimiento programado',
    },
    text: {
      'pt-BR': 'O e-mail corporativo ficará indisponível no sábado, das 22h às 23h.',
      'en-US': 'Corporate e-mail will be unavailable on Saturday from 10 p.m. to 11 p.m.',
      'es-ES': 'El correo corporativo no estará disponible el sábado de 22:00 a 23:00.',
    },
    ago: 12 * MINUTE,
    read: false,
  },
  {
    system: {
      'pt-BR': 'Segurança do Trabalho',
      'en-US': 'Occupational Safety',
      'es-ES': 'Prevención de Riesgos Laborales',
    },
    title: { 'pt-BR': 'Treinamento de NR-10', 'en-US': 'NR-10 safety training', 'es-ES': 'Formación NR-10' },
    text: {
      'pt-BR': 'Sua reciclagem de NR-10 vence em 30 dias. Agende com seu gestor.',
      'en-US': 'Your NR-10 refresher expires in 30 days. Schedule it with your manager.',
      'es-ES': 'Tu reciclaje de NR-10 vence en 30 días. Prográmalo con tu responsable.',
    },
    ago: 5 * HOUR,
    read: true,
  },
  {
    system: { 'pt-BR': 'Financeiro', 'en-US': 'Finance', 'es-ES': 'Finanzas' },
    title: { 'pt-BR': 'Reembolso aprovado', 'en-US': 'Refund approved', 'es-ES': 'Reembolso aprobado' },
    text: {
      'pt-BR': 'O reembolso da viagem a Betim foi aprovado.',
      'en-US': 'The refund for the trip to Betim was approved.',
      'es-ES': 'Se ha aprobado el reembolso del viaje a Betim.',
    },
    ago: 2 * DAY,
    read: true,
  },
  {
    system: { 'pt-BR': 'Qualidade', 'en-US': 'Quality', 'es-ES': 'Calidad' },
    title: { 'pt-BR': 'Auditoria ISO 9001', 'en-US': 'ISO 9001 audit', 'es-ES': 'Auditoría ISO 9001' },
    text: {
      'pt-BR': 'A auditoria externa acontece na próxima semana na fábrica de motores.',
      'en-US': 'The external audit takes place next week at the motor plant.',
      'es-ES': 'La auditoría externa será la próxima semana en la fábrica de motores.',
    },
    ago: 4 * DAY,
    read: false,
  },
  {
    system: { 'pt-BR': 'Portal', 'en-US': 'Portal', 'es-ES': 'Portal' },
    title: {
      'pt-BR': 'Bem-vindo ao novo portal',
      'en-US': 'Welcome to the new portal',
      'es-ES': 'Bienvenido al nuevo portal',
    },
    text: {
      'pt-BR': 'Agora você recebe avisos de todos os sistemas neste sino.',
      'en-US': 'You now get notices from every system in this bell.',
      'es-ES': 'Ahora recibes los avisos de todos los sistemas en esta campana.',
    },
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
    system: { 'pt-BR': 'Recursos Humanos', 'en-US': 'Human Resources', 'es-ES': 'Recursos Humanos' },
    title: {
      'pt-BR': `Escala de férias: ${pt}`,
      'en-US': `Vacation schedule: ${en}`,
      'es-ES': `Calendario de vacaciones: ${es}`,
    },
    text: {
      'pt-BR': `A escala de férias de ${pt.toLowerCase()} do seu setor foi publicada.`,
      'en-US': `Your department's vacation schedule for ${en} has been published.`,
      'es-ES': `Se ha publicado el calendario de vacaciones de ${es} de tu sección.`,
    },
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
