import type { VacancySalary } from '@portal/contracts/salary';
import type { Translated } from './translated';

/** A company unit (plant, office or distribution center) as the demo seed creates it. */
export interface UnitSeed {
  name: string;
  city: string;
  state: string;
  street: string;
  district: string;
  postalCode: string;
}

/** A role the demo seed opens as a vacancy in each of its units. */
export interface VacancyTemplate {
  area: 'shop_floor' | 'maintenance' | 'engineering' | 'office' | 'internship' | 'apprentice';
  title: Translated;
  duties: Translated;
  workingDay: Translated;
  requirements: Translated;
  observations: Translated;
  modality: 'on_site' | 'hybrid' | 'remote';
  contractType: 'clt' | 'internship' | 'apprentice' | 'temporary';
  /** What the texts describe: an apprenticeship contract, an internship with its stipend, or a regular opening. */
  program: 'regular' | 'apprentice' | 'internship';
  /** Only for people with disabilities (PcD), as its observations say. */
  pcdExclusive: boolean;
  /** Its area of interest and work shifts (ids of the `interest_area` and `workshift` dictionaries), as its texts say. */
  interestArea: number;
  workshifts: number[];
  /** The salary the vacancy states, in reais (most state none). */
  salary?: VacancySalary;
  benefits: {
    health: boolean;
    socialLegalAssistance: boolean;
    privatePension: boolean;
    citizenCompany: boolean;
    education: boolean;
    profitSharing: boolean;
    restaurant: boolean;
  };
  /** indexes into UNITS where this role is offered (2-5 units each) */
  units: number[];
}

/** Duties and requirements are shown as a list: one item a line. */
const lines = (...items: string[]): string => items.join('\n');

/** Demo units: plants in the South and Southeast, the corporate office, a distribution center and Manaus. */
export const UNITS: UnitSeed[] = [
  {
    name: 'Fábrica de Motores — Jaraguá do Sul',
    city: 'Jaraguá do Sul',
    state: 'SC',
    street: 'Rua Walter Marquardt, 1800',
    district: 'Barra do Rio Molha',
    postalCode: '89259-565',
  },
  {
    name: 'Unidade de Tintas — Guaramirim',
    city: 'Guaramirim',
    state: 'SC',
    street: 'Rua 28 de Agosto, 3200',
    district: 'Imigrantes',
    postalCode: '89270-000',
  },
  {
    name: 'Escritório Corporativo — São Paulo',
    city: 'São Paulo',
    state: 'SP',
    street: 'Avenida Engenheiro Luís Carlos Berrini, 1500',
    district: 'Cidade Monções',
    postalCode: '04571-000',
  },
  {
    name: 'Centro de Distribuição — Itajaí',
    city: 'Itajaí',
    state: 'SC',
    street: 'Rodovia Antônio Heil, 6000',
    district: 'Itaipava',
    postalCode: '88316-001',
  },
  {
    name: 'Fábrica de Transformadores — Betim',
    city: 'Betim',
    state: 'MG',
    street: 'Avenida Contorno, 8000',
    district: 'Paulo Camilo',
    postalCode: '32669-700',
  },
  {
    name: 'Fábrica de Redutores — Caxias do Sul',
    city: 'Caxias do Sul',
    state: 'RS',
    street: 'Avenida Rubem Bento Alves, 7800',
    district: 'Cinquentenário',
    postalCode: '95032-600',
  },
  {
    name: 'Fábrica de Componentes Eletrônicos — Manaus',
    city: 'Manaus',
    state: 'AM',
    street: 'Avenida Buriti, 1900',
    district: 'Distrito Industrial I',
    postalCode: '69075-000',
  },
  {
    name: 'Unidade de Automação — Curitiba',
    city: 'Curitiba',
    state: 'PR',
    street: 'Rua Senador Accioly Filho, 1500',
    district: 'Cidade Industrial',
    postalCode: '81310-000',
  },
];

// Indexes into UNITS, so that the templates below read as places.
const JARAGUA = 0;
const GUARAMIRIM = 1;
const SAO_PAULO = 2;
const ITAJAI = 3;
const BETIM = 4;
const CAXIAS = 5;
const MANAUS = 6;
const CURITIBA = 7;

type Benefits = VacancyTemplate['benefits'];

/** Permanent (CLT) staff get the whole package; roles below take some away. */
const ALL_BENEFITS: Benefits = {
  health: true,
  socialLegalAssistance: true,
  privatePension: true,
  citizenCompany: true,
  education: true,
  profitSharing: true,
  restaurant: true,
};

/** Temporary contracts (Lei 6.019): meals and assistance like permanent staff, no long-term benefits. */
const TEMPORARY_BENEFITS: Benefits = {
  health: false,
  socialLegalAssistance: true,
  privatePension: false,
  citizenCompany: false,
  education: false,
  profitSharing: false,
  restaurant: true,
};

/** Interns and young apprentices: health plan, assistance and meals only. */
const TRAINEE_BENEFITS: Benefits = {
  health: true,
  socialLegalAssistance: true,
  privatePension: false,
  citizenCompany: false,
  education: false,
  profitSharing: false,
  restaurant: true,
};

// The working days and observations that several roles share.
const FIRST_SHIFT: Translated = {
  'pt-BR': 'Segunda a sexta, das 7h às 16h48 (1º turno)',
  'en-US': 'Monday to Friday, 7:00 a.m. to 4:48 p.m. (1st shift)',
  'es-ES': 'De lunes a viernes, de 7:00 a 16:48 (1.er turno)',
};
const SECOND_SHIFT: Translated = {
  'pt-BR': '2º turno: segunda a sexta, das 15h às 0h48',
  'en-US': '2nd shift: Monday to Friday, 3:00 p.m. to 12:48 a.m.',
  'es-ES': '2.º turno: de lunes a viernes, de 15:00 a 0:48',
};
const THIRD_SHIFT: Translated = {
  'pt-BR': '3º turno: 22h às 5h, segunda a sábado',
  'en-US': '3rd shift: 10:00 p.m. to 5:00 a.m., Monday to Saturday',
  'es-ES': '3.er turno: de 22:00 a 5:00, de lunes a sábado',
};
const WEEKDAYS_FROM_7_30: Translated = {
  'pt-BR': 'Segunda a sexta, das 7h30 às 17h18',
  'en-US': 'Monday to Friday, 7:30 a.m. to 5:18 p.m.',
  'es-ES': 'De lunes a viernes, de 7:30 a 17:18',
};
const OFFICE_HOURS: Translated = {
  'pt-BR': 'Segunda a sexta, das 8h às 17h48',
  'en-US': 'Monday to Friday, 8:00 a.m. to 5:48 p.m.',
  'es-ES': 'De lunes a viernes, de 8:00 a 17:48',
};
const OFFICE_HOURS_TWO_DAYS_HOME: Translated = {
  'pt-BR': 'Segunda a sexta, das 8h às 17h48; híbrido, com 2 dias por semana em home office',
  'en-US': 'Monday to Friday, 8:00 a.m. to 5:48 p.m.; hybrid, 2 days a week working from home',
  'es-ES': 'De lunes a viernes, de 8:00 a 17:48; modalidad híbrida, con 2 días de teletrabajo a la semana',
};
const OPEN_TO_PCD: Translated = {
  'pt-BR': 'Vaga também para pessoas com deficiência (PcD).',
  'en-US': 'Also open to people with disabilities.',
  'es-ES': 'Vacante también abierta a personas con discapacidad.',
};
const OPEN_TO_PCD_WITH_TRAVEL: Translated = {
  'pt-BR':
    'Vaga também para pessoas com deficiência (PcD). Disponibilidade para viagens eventuais entre as unidades.',
  'en-US': 'Also open to people with disabilities. Occasional travel between sites.',
  'es-ES':
    'Vacante también abierta a personas con discapacidad. Disponibilidad para viajar ocasionalmente entre centros.',
};

/** 24 roles over the six areas, every text in pt-BR, en-US and es-ES. */
export const VACANCY_TEMPLATES: VacancyTemplate[] = [
  // ── Shop floor ────────────────────────────────────────────────────────────────────────────────────────────
  {
    area: 'shop_floor',
    title: {
      'pt-BR': 'Operador(a) de Produção',
      'en-US': 'Production Operator',
      'es-ES': 'Operario/a de producción',
    },
    duties: {
      'pt-BR': lines(
        'Operar máquinas e linhas de produção conforme as instruções de trabalho',
        'Abastecer a linha com materiais e componentes',
        'Fazer inspeções visuais e registrar os apontamentos de produção',
        'Manter o posto de trabalho limpo e organizado (5S)',
      ),
      'en-US': lines(
        'Operate machines and production lines following the work instructions',
        'Supply the line with materials and components',
        'Carry out visual inspections and record production data',
        'Keep the workstation clean and organized (5S)',
      ),
      'es-ES': lines(
        'Manejar máquinas y líneas de producción según las instrucciones de trabajo',
        'Abastecer la línea de materiales y componentes',
        'Realizar inspecciones visuales y registrar los datos de producción',
        'Mantener el puesto de trabajo limpio y ordenado (5S)',
      ),
    },
    workingDay: SECOND_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Ensino fundamental completo',
        'Experiência em indústria será um diferencial',
        'Disponibilidade para trabalhar em turnos',
      ),
      'en-US': lines(
        'Completed lower secondary school',
        'Experience in manufacturing is a plus',
        'Available to work shifts',
      ),
      'es-ES': lines(
        'Estudios de secundaria obligatoria terminados',
        'Se valorará experiencia en la industria',
        'Disponibilidad para trabajar a turnos',
      ),
    },
    observations: {
      'pt-BR':
        'Vaga também para pessoas com deficiência (PcD). Transporte fretado ou vale-transporte, conforme a unidade.',
      'en-US':
        'Also open to people with disabilities. Chartered bus or transportation allowance, depending on the site.',
      'es-ES':
        'Vacante también abierta a personas con discapacidad. Autobús de empresa o ayuda para el transporte, según el centro.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [2],
    salary: { min: 2300, max: 2700, period: 'month' },
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, GUARAMIRIM, BETIM, MANAUS],
  },
  {
    area: 'shop_floor',
    title: { 'pt-BR': 'Soldador(a)', 'en-US': 'Welder', 'es-ES': 'Soldador/a' },
    duties: {
      'pt-BR': lines(
        'Soldar peças e estruturas metálicas pelos processos MIG/MAG e eletrodo revestido',
        'Ler desenhos técnicos e especificações de procedimento de soldagem (EPS)',
        'Preparar e pontear as peças antes da soldagem',
        'Verificar a qualidade dos cordões e corrigir defeitos',
      ),
      'en-US': lines(
        'Weld metal parts and structures using MIG/MAG and stick (SMAW) processes',
        'Read technical drawings and welding procedure specifications (WPS)',
        'Prepare and tack-weld parts before welding',
        'Check the quality of the welds and repair defects',
      ),
      'es-ES': lines(
        'Soldar piezas y estructuras metálicas con los procesos MIG/MAG y electrodo revestido',
        'Interpretar planos y especificaciones de procedimiento de soldadura (WPS)',
        'Preparar y puntear las piezas antes de soldar',
        'Comprobar la calidad de los cordones y corregir defectos',
      ),
    },
    workingDay: FIRST_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Ensino fundamental completo',
        'Curso de soldagem (SENAI ou equivalente)',
        'Experiência de pelo menos 1 ano com solda MIG/MAG',
        'Leitura de desenho técnico',
      ),
      'en-US': lines(
        'Completed lower secondary school',
        'Welding course (SENAI or equivalent)',
        'At least 1 year of experience in MIG/MAG welding',
        'Able to read technical drawings',
      ),
      'es-ES': lines(
        'Estudios de secundaria obligatoria terminados',
        'Curso de soldadura (SENAI o equivalente)',
        'Al menos 1 año de experiencia en soldadura MIG/MAG',
        'Interpretación de planos',
      ),
    },
    observations: {
      'pt-BR':
        'A seleção inclui teste prático de soldagem. Adicional de insalubridade conforme a legislação.',
      'en-US': 'The selection includes a practical welding test. Hazard pay as required by law.',
      'es-ES': 'La selección incluye una prueba práctica de soldadura. Plus de toxicidad según la ley.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [1],
    salary: { min: 3200, period: 'month' },
    benefits: { ...ALL_BENEFITS, education: false },
    units: [JARAGUA, BETIM, CAXIAS],
  },
  {
    area: 'shop_floor',
    title: {
      'pt-BR': 'Montador(a) de Motores Elétricos',
      'en-US': 'Electric Motor Assembler',
      'es-ES': 'Montador/a de motores eléctricos',
    },
    duties: {
      'pt-BR': lines(
        'Montar motores elétricos de baixa tensão: estatores, rotores, rolamentos e tampas',
        'Fazer a ligação dos terminais e o fechamento da caixa de ligação',
        'Realizar testes elétricos básicos no fim da linha',
        'Seguir as instruções de montagem e os padrões de qualidade',
      ),
      'en-US': lines(
        'Assemble low-voltage electric motors: stators, rotors, bearings and end shields',
        'Connect the terminals and close the terminal box',
        'Run basic electrical tests at the end of the line',
        'Follow the assembly instructions and quality standards',
      ),
      'es-ES': lines(
        'Montar motores eléctricos de baja tensión: estátores, rotores, rodamientos y tapas',
        'Conectar los bornes y cerrar la caja de bornes',
        'Realizar pruebas eléctricas básicas al final de la línea',
        'Seguir las instrucciones de montaje y los estándares de calidad',
      ),
    },
    workingDay: {
      'pt-BR': '1º turno: segunda a sexta, das 5h às 14h48',
      'en-US': '1st shift: Monday to Friday, 5:00 a.m. to 2:48 p.m.',
      'es-ES': '1.er turno: de lunes a viernes, de 5:00 a 14:48',
    },
    requirements: {
      'pt-BR': lines(
        'Ensino médio completo',
        'Curso técnico ou de qualificação em eletricidade ou mecânica',
        'Habilidade com ferramentas manuais e instrumentos de medição',
      ),
      'en-US': lines(
        'High school diploma',
        'Technical or vocational course in electrical or mechanical work',
        'Skill with hand tools and measuring instruments',
      ),
      'es-ES': lines(
        'Bachillerato o equivalente terminado',
        'Formación profesional o curso de electricidad o mecánica',
        'Destreza con herramientas manuales e instrumentos de medición',
      ),
    },
    observations: {
      'pt-BR': 'Vaga também para pessoas com deficiência (PcD). Treinamento na própria linha de montagem.',
      'en-US': 'Also open to people with disabilities. On-the-job training on the assembly line.',
      'es-ES':
        'Vacante también abierta a personas con discapacidad. Formación en la propia línea de montaje.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [1],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, MANAUS],
  },
  {
    area: 'shop_floor',
    title: {
      'pt-BR': 'Operador(a) de Empilhadeira',
      'en-US': 'Forklift Operator',
      'es-ES': 'Carretillero/a',
    },
    duties: {
      'pt-BR': lines(
        'Movimentar matérias-primas e produtos acabados com empilhadeira',
        'Carregar e descarregar caminhões e contêineres',
        'Conferir etiquetas, quantidades e documentos de carga',
        'Fazer o checklist diário do equipamento',
      ),
      'en-US': lines(
        'Move raw materials and finished goods with a forklift',
        'Load and unload trucks and containers',
        'Check labels, quantities and shipping documents',
        'Do the daily equipment checklist',
      ),
      'es-ES': lines(
        'Mover materias primas y producto terminado con carretilla elevadora',
        'Cargar y descargar camiones y contenedores',
        'Comprobar etiquetas, cantidades y documentación de carga',
        'Hacer la revisión diaria del equipo',
      ),
    },
    workingDay: THIRD_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Ensino fundamental completo',
        'Curso de operador de empilhadeira (NR-11) válido',
        'Experiência de 6 meses na função',
      ),
      'en-US': lines(
        'Completed lower secondary school',
        'Valid forklift operator certificate (NR-11, Brazilian standard)',
        "6 months' experience in the role",
      ),
      'es-ES': lines(
        'Estudios de secundaria obligatoria terminados',
        'Carné de carretillero vigente (norma brasileña NR-11)',
        '6 meses de experiencia en el puesto',
      ),
    },
    observations: {
      'pt-BR':
        'Contrato temporário de até 180 dias, com possibilidade de efetivação. Adicional noturno conforme a legislação.',
      'en-US':
        'Temporary contract of up to 180 days, with the possibility of a permanent position. Night-shift premium as required by law.',
      'es-ES':
        'Contrato temporal de hasta 180 días, con posibilidad de incorporación a la plantilla. Plus de nocturnidad según la ley.',
    },
    modality: 'on_site',
    contractType: 'temporary',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 6,
    workshifts: [3],
    benefits: { ...TEMPORARY_BENEFITS },
    units: [GUARAMIRIM, ITAJAI],
  },
  {
    area: 'shop_floor',
    title: { 'pt-BR': 'Pintor(a) Industrial', 'en-US': 'Industrial Painter', 'es-ES': 'Pintor/a industrial' },
    duties: {
      'pt-BR': lines(
        'Preparar superfícies com jateamento, lixamento e limpeza',
        'Preparar tintas e pintar com pistola convencional ou airless',
        'Medir a espessura da camada de tinta e registrar os resultados',
        'Zelar pelo uso correto dos EPIs e pela limpeza da cabine',
      ),
      'en-US': lines(
        'Prepare surfaces by blasting, sanding and cleaning',
        'Mix paints and spray with conventional or airless guns',
        'Measure the paint film thickness and record the results',
        'Make sure PPE is used correctly and keep the paint booth clean',
      ),
      'es-ES': lines(
        'Preparar superficies mediante chorreado, lijado y limpieza',
        'Preparar pinturas y pintar con pistola convencional o airless',
        'Medir el espesor de la capa de pintura y registrar los resultados',
        'Velar por el uso correcto de los EPI y por la limpieza de la cabina',
      ),
    },
    workingDay: FIRST_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Ensino fundamental completo',
        'Experiência com pintura industrial a pistola',
        'Conhecimento de tipos de tinta e de preparação de superfície',
      ),
      'en-US': lines(
        'Completed lower secondary school',
        'Experience in industrial spray painting',
        'Knowledge of paint types and surface preparation',
      ),
      'es-ES': lines(
        'Estudios de secundaria obligatoria terminados',
        'Experiencia en pintura industrial a pistola',
        'Conocimiento de tipos de pintura y de preparación de superficies',
      ),
    },
    observations: {
      'pt-BR': 'Uniforme e EPIs fornecidos pela empresa. Adicional de insalubridade conforme a legislação.',
      'en-US': 'Uniform and PPE provided by the company. Hazard pay as required by law.',
      'es-ES': 'La empresa proporciona el uniforme y los EPI. Plus de toxicidad según la ley.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [1],
    benefits: { ...ALL_BENEFITS, education: false },
    units: [JARAGUA, BETIM],
  },
  {
    area: 'shop_floor',
    title: {
      'pt-BR': 'Auxiliar de Produção',
      'en-US': 'Production Assistant',
      'es-ES': 'Auxiliar de producción',
    },
    duties: {
      'pt-BR': lines(
        'Alimentar máquinas e separar peças e componentes',
        'Embalar, etiquetar e identificar produtos',
        'Apoiar os operadores nas atividades da linha',
        'Manter a área de trabalho limpa e organizada',
      ),
      'en-US': lines(
        'Feed machines and sort parts and components',
        'Pack, label and identify products',
        'Support operators with the line activities',
        'Keep the work area clean and organized',
      ),
      'es-ES': lines(
        'Alimentar máquinas y clasificar piezas y componentes',
        'Embalar, etiquetar e identificar productos',
        'Apoyar a los operarios en las tareas de la línea',
        'Mantener la zona de trabajo limpia y ordenada',
      ),
    },
    workingDay: FIRST_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Ensino fundamental completo',
        'Não é necessária experiência',
        'Disponibilidade para início imediato',
      ),
      'en-US': lines(
        'Completed lower secondary school',
        'No experience needed',
        'Available to start immediately',
      ),
      'es-ES': lines(
        'Estudios de secundaria obligatoria terminados',
        'No se requiere experiencia',
        'Disponibilidad para incorporación inmediata',
      ),
    },
    observations: {
      'pt-BR':
        'Contrato temporário de 90 dias, prorrogável, para atender ao aumento da demanda. Transporte fretado ou vale-transporte, conforme a unidade.',
      'en-US':
        '90-day temporary contract, extendable, to meet increased demand. Chartered bus or transportation allowance, depending on the site.',
      'es-ES':
        'Contrato temporal de 90 días, prorrogable, para atender el aumento de la demanda. Autobús de empresa o ayuda para el transporte, según el centro.',
    },
    modality: 'on_site',
    contractType: 'temporary',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [1],
    salary: { min: 2100, period: 'month' },
    benefits: { ...TEMPORARY_BENEFITS },
    units: [JARAGUA, MANAUS, CURITIBA],
  },
  {
    area: 'shop_floor',
    title: {
      'pt-BR': 'Inspetor(a) de Qualidade',
      'en-US': 'Quality Inspector',
      'es-ES': 'Inspector/a de calidad',
    },
    duties: {
      'pt-BR': lines(
        'Inspecionar matérias-primas, peças em processo e produtos acabados',
        'Fazer medições com paquímetro, micrômetro e outros instrumentos',
        'Registrar não conformidades e acompanhar as ações corretivas',
        'Liberar lotes conforme os planos de inspeção',
      ),
      'en-US': lines(
        'Inspect raw materials, work-in-progress parts and finished products',
        'Take measurements with calipers, micrometers and other instruments',
        'Record nonconformities and follow up on corrective actions',
        'Release batches according to the inspection plans',
      ),
      'es-ES': lines(
        'Inspeccionar materias primas, piezas en proceso y producto terminado',
        'Realizar mediciones con pie de rey, micrómetro y otros instrumentos',
        'Registrar las no conformidades y hacer el seguimiento de las acciones correctivas',
        'Liberar lotes según los planes de inspección',
      ),
    },
    workingDay: SECOND_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Ensino médio completo; curso técnico será um diferencial',
        'Experiência com inspeção de qualidade na indústria',
        'Leitura e interpretação de desenho técnico',
        'Conhecimento de instrumentos de medição',
      ),
      'en-US': lines(
        'High school diploma; a technical course is a plus',
        'Experience in quality inspection in manufacturing',
        'Reading and interpreting technical drawings',
        'Knowledge of measuring instruments',
      ),
      'es-ES': lines(
        'Bachillerato terminado; se valorará formación profesional',
        'Experiencia en inspección de calidad en la industria',
        'Lectura e interpretación de planos',
        'Conocimiento de instrumentos de medición',
      ),
    },
    observations: {
      'pt-BR':
        'Vaga exclusiva para pessoas com deficiência (PcD). Posto de trabalho adaptado conforme a necessidade de cada pessoa.',
      'en-US':
        'This vacancy is exclusively for people with disabilities. The workstation is adapted to each person’s needs.',
      'es-ES':
        'Vacante exclusiva para personas con discapacidad. El puesto de trabajo se adapta a las necesidades de cada persona.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: true,
    interestArea: 7,
    workshifts: [2],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, GUARAMIRIM, BETIM],
  },

  // ── Maintenance ───────────────────────────────────────────────────────────────────────────────────────────
  {
    area: 'maintenance',
    title: {
      'pt-BR': 'Mecânico(a) de Manutenção Industrial',
      'en-US': 'Industrial Maintenance Mechanic',
      'es-ES': 'Mecánico/a de mantenimiento industrial',
    },
    duties: {
      'pt-BR': lines(
        'Fazer manutenção preventiva e corretiva em máquinas e equipamentos',
        'Trocar rolamentos, correias, acoplamentos e vedações',
        'Atuar em sistemas hidráulicos e pneumáticos',
        'Registrar as intervenções no sistema de manutenção',
      ),
      'en-US': lines(
        'Carry out preventive and corrective maintenance on machines and equipment',
        'Replace bearings, belts, couplings and seals',
        'Work on hydraulic and pneumatic systems',
        'Record every job in the maintenance system',
      ),
      'es-ES': lines(
        'Realizar el mantenimiento preventivo y correctivo de máquinas y equipos',
        'Sustituir rodamientos, correas, acoplamientos y juntas',
        'Trabajar en sistemas hidráulicos y neumáticos',
        'Registrar las intervenciones en el sistema de mantenimiento',
      ),
    },
    workingDay: {
      'pt-BR': 'Escala 12x36, das 19h às 7h',
      'en-US': '12x36 schedule (12 hours on, 36 hours off), 7:00 p.m. to 7:00 a.m.',
      'es-ES': 'Jornada 12x36 (12 horas de trabajo y 36 de descanso), de 19:00 a 7:00',
    },
    requirements: {
      'pt-BR': lines(
        'Curso técnico em Mecânica ou qualificação SENAI em manutenção mecânica',
        'Experiência de 2 anos em manutenção industrial',
        'Conhecimento de hidráulica e pneumática',
        'NR-12 será um diferencial',
      ),
      'en-US': lines(
        'Technical course in mechanics or SENAI qualification in mechanical maintenance',
        "2 years' experience in industrial maintenance",
        'Knowledge of hydraulics and pneumatics',
        'NR-12 training (Brazilian machine safety standard) is a plus',
      ),
      'es-ES': lines(
        'Formación profesional en mecánica o curso del SENAI de mantenimiento mecánico',
        '2 años de experiencia en mantenimiento industrial',
        'Conocimientos de hidráulica y neumática',
        'Se valorará formación en NR-12 (norma brasileña de seguridad de máquinas)',
      ),
    },
    observations: {
      'pt-BR': 'Vaga também para pessoas com deficiência (PcD). Adicional noturno conforme a legislação.',
      'en-US': 'Also open to people with disabilities. Night-shift premium as required by law.',
      'es-ES': 'Vacante también abierta a personas con discapacidad. Plus de nocturnidad según la ley.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 4,
    workshifts: [3, 5],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, GUARAMIRIM, CAXIAS],
  },
  {
    area: 'maintenance',
    title: {
      'pt-BR': 'Eletricista de Manutenção',
      'en-US': 'Maintenance Electrician',
      'es-ES': 'Electricista de mantenimiento',
    },
    duties: {
      'pt-BR': lines(
        'Fazer manutenção elétrica preventiva e corretiva em máquinas e painéis',
        'Diagnosticar falhas em comandos elétricos, motores e inversores de frequência',
        'Montar e ajustar painéis e instalações elétricas industriais',
        'Seguir os procedimentos de bloqueio e etiquetagem (LOTO)',
      ),
      'en-US': lines(
        'Carry out preventive and corrective electrical maintenance on machines and panels',
        'Troubleshoot electrical controls, motors and frequency inverters',
        'Assemble and adjust panels and industrial electrical installations',
        'Follow lockout/tagout (LOTO) procedures',
      ),
      'es-ES': lines(
        'Realizar el mantenimiento eléctrico preventivo y correctivo de máquinas y cuadros',
        'Diagnosticar averías en mandos eléctricos, motores y variadores de frecuencia',
        'Montar y ajustar cuadros e instalaciones eléctricas industriales',
        'Seguir los procedimientos de bloqueo y etiquetado (LOTO)',
      ),
    },
    workingDay: THIRD_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Curso técnico em Eletrotécnica ou qualificação em eletricidade industrial',
        'NR-10 (básico) válida',
        'Experiência de 2 anos em manutenção elétrica industrial',
        'Conhecimento de CLP será um diferencial',
      ),
      'en-US': lines(
        'Technical course in electrotechnics or qualification in industrial electricity',
        'Valid NR-10 certificate (Brazilian electrical safety standard)',
        "2 years' experience in industrial electrical maintenance",
        'Knowledge of PLCs is a plus',
      ),
      'es-ES': lines(
        'Formación profesional en electrotecnia o en electricidad industrial',
        'Certificado NR-10 vigente (norma brasileña de seguridad eléctrica)',
        '2 años de experiencia en mantenimiento eléctrico industrial',
        'Se valorarán conocimientos de autómatas programables (PLC)',
      ),
    },
    observations: {
      'pt-BR': 'Adicional de periculosidade e adicional noturno conforme a legislação.',
      'en-US': 'Hazard pay and night-shift premium as required by law.',
      'es-ES': 'Plus de peligrosidad y plus de nocturnidad según la ley.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 4,
    workshifts: [3],
    salary: { min: 3800, max: 4600, period: 'month' },
    benefits: { ...ALL_BENEFITS },
    units: [BETIM, MANAUS, CURITIBA],
  },
  {
    area: 'maintenance',
    title: {
      'pt-BR': 'Técnico(a) em Eletromecânica',
      'en-US': 'Electromechanical Technician',
      'es-ES': 'Técnico/a en electromecánica',
    },
    duties: {
      'pt-BR': lines(
        'Planejar e executar manutenções elétricas e mecânicas nas linhas de produção',
        'Analisar falhas recorrentes e propor melhorias nos equipamentos',
        'Apoiar a instalação e o comissionamento de novas máquinas',
        'Atualizar os planos de manutenção preventiva e preditiva',
      ),
      'en-US': lines(
        'Plan and carry out electrical and mechanical maintenance on the production lines',
        'Analyze recurring failures and propose equipment improvements',
        'Support the installation and commissioning of new machines',
        'Keep the preventive and predictive maintenance plans up to date',
      ),
      'es-ES': lines(
        'Planificar y realizar el mantenimiento eléctrico y mecánico de las líneas de producción',
        'Analizar las averías recurrentes y proponer mejoras en los equipos',
        'Apoyar la instalación y la puesta en marcha de máquinas nuevas',
        'Actualizar los planes de mantenimiento preventivo y predictivo',
      ),
    },
    workingDay: FIRST_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Curso técnico em Eletromecânica, Mecatrônica ou Automação Industrial',
        'Registro ativo no CFT',
        'NR-10 e NR-12',
        'Experiência com CLP e acionamentos elétricos',
      ),
      'en-US': lines(
        'Technical course in electromechanics, mechatronics or industrial automation',
        'Active registration with the CFT (Brazilian council of industrial technicians)',
        'NR-10 and NR-12 training (Brazilian electrical and machine safety standards)',
        'Experience with PLCs and electric drives',
      ),
      'es-ES': lines(
        'Formación profesional en electromecánica, mecatrónica o automatización industrial',
        'Colegiación activa en el CFT (consejo brasileño de técnicos industriales)',
        'Formación en NR-10 y NR-12 (normas brasileñas de seguridad eléctrica y de máquinas)',
        'Experiencia con autómatas programables (PLC) y accionamientos eléctricos',
      ),
    },
    observations: {
      'pt-BR': 'Vaga também para pessoas com deficiência (PcD). Auxílio para cursos de graduação na área.',
      'en-US':
        'Also open to people with disabilities. Tuition assistance for undergraduate courses in the field.',
      'es-ES':
        'Vacante también abierta a personas con discapacidad. Ayuda para estudios universitarios del sector.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 4,
    workshifts: [1],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, CAXIAS, CURITIBA],
  },
  {
    area: 'maintenance',
    title: { 'pt-BR': 'Ferramenteiro(a)', 'en-US': 'Toolmaker', 'es-ES': 'Matricero/a' },
    duties: {
      'pt-BR': lines(
        'Fabricar e ajustar estampos, moldes e dispositivos',
        'Operar torno, fresadora, retífica e eletroerosão',
        'Fazer a manutenção das ferramentas usadas na produção',
        'Interpretar desenhos técnicos e tolerâncias dimensionais',
      ),
      'en-US': lines(
        'Build and fit stamping dies, molds and fixtures',
        'Operate lathes, milling machines, grinders and EDM machines',
        'Maintain the tools used in production',
        'Interpret technical drawings and dimensional tolerances',
      ),
      'es-ES': lines(
        'Fabricar y ajustar matrices, moldes y utillajes',
        'Manejar torno, fresadora, rectificadora y electroerosión',
        'Realizar el mantenimiento de las herramientas de producción',
        'Interpretar planos y tolerancias dimensionales',
      ),
    },
    workingDay: FIRST_SHIFT,
    requirements: {
      'pt-BR': lines(
        'Curso de Ferramenteiro (SENAI) ou curso técnico em Mecânica',
        'Experiência de pelo menos 3 anos em ferramentaria',
        'Leitura de desenho técnico e uso de instrumentos de medição',
      ),
      'en-US': lines(
        'Toolmaking course (SENAI) or technical course in mechanics',
        'At least 3 years of experience in a tool room',
        'Able to read technical drawings and use measuring instruments',
      ),
      'es-ES': lines(
        'Curso de matricería (SENAI) o formación profesional en mecánica',
        'Al menos 3 años de experiencia en matricería',
        'Interpretación de planos y manejo de instrumentos de medición',
      ),
    },
    observations: {
      'pt-BR': 'A seleção inclui teste prático na ferramentaria.',
      'en-US': 'The selection includes a practical test in the tool room.',
      'es-ES': 'La selección incluye una prueba práctica en el taller de matricería.',
    },
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 4,
    workshifts: [1],
    benefits: { ...ALL_BENEFITS, privatePension: false },
    units: [JARAGUA, CAXIAS],
  },

  // ── Engineering ───────────────────────────────────────────────────────────────────────────────────────────
  {
    area: 'engineering',
    title: {
      'pt-BR': 'Engenheiro(a) de Processos',
      'en-US': 'Process Engineer',
      'es-ES': 'Ingeniero/a de procesos',
    },
    duties: {
      'pt-BR': lines(
        'Desenvolver e otimizar processos de fabricação e montagem',
        'Conduzir projetos de melhoria contínua (Lean, Kaizen, Seis Sigma)',
        'Elaborar instruções de trabalho, fluxogramas e FMEA de processo',
        'Acompanhar indicadores de produtividade, refugo e custo',
      ),
      'en-US': lines(
        'Develop and optimize manufacturing and assembly processes',
        'Lead continuous improvement projects (Lean, Kaizen, Six Sigma)',
        'Prepare work instructions, flowcharts and process FMEAs',
        'Track productivity, scrap and cost indicators',
      ),
      'es-ES': lines(
        'Desarrollar y optimizar los procesos de fabricación y montaje',
        'Dirigir proyectos de mejora continua (Lean, Kaizen, Seis Sigma)',
        'Elaborar instrucciones de trabajo, diagramas de flujo y AMFE de proceso',
        'Hacer el seguimiento de los indicadores de productividad, rechazos y costes',
      ),
    },
    workingDay: WEEKDAYS_FROM_7_30,
    requirements: {
      'pt-BR': lines(
        'Graduação em Engenharia Mecânica, de Produção ou Elétrica',
        'Registro ativo no CREA',
        'Experiência com ferramentas da qualidade e Lean Manufacturing',
        'Inglês intermediário',
      ),
      'en-US': lines(
        'Degree in mechanical, production or electrical engineering',
        'Active registration with CREA (Brazilian engineering council)',
        'Experience with quality tools and Lean Manufacturing',
        'Intermediate English',
      ),
      'es-ES': lines(
        'Grado en Ingeniería Mecánica, de Organización Industrial o Eléctrica',
        'Colegiación activa en el CREA (consejo brasileño de ingeniería)',
        'Experiencia con herramientas de calidad y Lean Manufacturing',
        'Nivel intermedio de inglés',
      ),
    },
    observations: OPEN_TO_PCD_WITH_TRAVEL,
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 2,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, BETIM, MANAUS],
  },
  {
    area: 'engineering',
    title: {
      'pt-BR': 'Engenheiro(a) Eletricista de Produto',
      'en-US': 'Electrical Product Engineer',
      'es-ES': 'Ingeniero/a eléctrico/a de producto',
    },
    duties: {
      'pt-BR': lines(
        'Desenvolver e atualizar projetos de motores elétricos e acionamentos',
        'Fazer cálculos elétricos e térmicos e especificar materiais',
        'Acompanhar ensaios de protótipos em laboratório',
        'Apoiar clientes e a área comercial em questões técnicas',
        'Preparar documentação técnica e processos de certificação (INMETRO, IEC)',
      ),
      'en-US': lines(
        'Develop and update designs for electric motors and drives',
        'Perform electrical and thermal calculations and specify materials',
        'Monitor prototype tests in the laboratory',
        'Support customers and the sales team on technical questions',
        'Prepare technical documentation and certification processes (INMETRO, IEC)',
      ),
      'es-ES': lines(
        'Desarrollar y actualizar diseños de motores eléctricos y accionamientos',
        'Realizar cálculos eléctricos y térmicos y especificar materiales',
        'Hacer el seguimiento de los ensayos de prototipos en laboratorio',
        'Dar soporte técnico a clientes y al departamento comercial',
        'Preparar la documentación técnica y los procesos de certificación (INMETRO, IEC)',
      ),
    },
    workingDay: {
      'pt-BR': 'Segunda a sexta, das 8h às 17h48; híbrido, com 3 dias por semana na unidade',
      'en-US': 'Monday to Friday, 8:00 a.m. to 5:48 p.m.; hybrid, 3 days a week on site',
      'es-ES': 'De lunes a viernes, de 8:00 a 17:48; modalidad híbrida, 3 días a la semana en el centro',
    },
    requirements: {
      'pt-BR': lines(
        'Graduação em Engenharia Elétrica',
        'Registro ativo no CREA',
        'Conhecimento das normas IEC e ABNT NBR para máquinas elétricas',
        'Experiência com CAD e software de simulação eletromagnética',
        'Inglês avançado',
      ),
      'en-US': lines(
        'Degree in electrical engineering',
        'Active registration with CREA (Brazilian engineering council)',
        'Knowledge of IEC and ABNT NBR standards for electrical machines',
        'Experience with CAD and electromagnetic simulation software',
        'Advanced English',
      ),
      'es-ES': lines(
        'Grado en Ingeniería Eléctrica',
        'Colegiación activa en el CREA (consejo brasileño de ingeniería)',
        'Conocimiento de las normas IEC y ABNT NBR de máquinas eléctricas',
        'Experiencia con CAD y software de simulación electromagnética',
        'Nivel avanzado de inglés',
      ),
    },
    observations: {
      'pt-BR': 'Vaga também para pessoas com deficiência (PcD). Bolsa de estudos para pós-graduação.',
      'en-US': 'Also open to people with disabilities. Scholarship for graduate studies.',
      'es-ES': 'Vacante también abierta a personas con discapacidad. Beca para estudios de posgrado.',
    },
    modality: 'hybrid',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 2,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, CURITIBA],
  },
  {
    area: 'engineering',
    title: {
      'pt-BR': 'Analista de PCP',
      'en-US': 'Production Planning and Control Analyst',
      'es-ES': 'Analista de planificación de la producción',
    },
    duties: {
      'pt-BR': lines(
        'Elaborar o programa de produção conforme a demanda e a capacidade das linhas',
        'Calcular as necessidades de materiais (MRP) e acompanhar os estoques',
        'Acompanhar o cumprimento do plano e negociar prazos com vendas e compras',
        'Manter os indicadores de atendimento de pedidos e de estoque',
      ),
      'en-US': lines(
        'Draw up the production schedule based on demand and line capacity',
        'Calculate material requirements (MRP) and monitor inventory',
        'Track schedule adherence and agree lead times with sales and purchasing',
        'Maintain the order fulfillment and inventory KPIs',
      ),
      'es-ES': lines(
        'Elaborar el programa de producción según la demanda y la capacidad de las líneas',
        'Calcular las necesidades de materiales (MRP) y controlar el inventario',
        'Hacer el seguimiento del plan y negociar plazos con ventas y compras',
        'Mantener los indicadores de servicio de pedidos y de inventario',
      ),
    },
    workingDay: WEEKDAYS_FROM_7_30,
    requirements: {
      'pt-BR': lines(
        'Graduação em Engenharia de Produção, Administração ou áreas afins',
        'Experiência com Planejamento e Controle da Produção (PCP) na indústria',
        'Excel avançado e conhecimento de ERP (SAP ou TOTVS)',
      ),
      'en-US': lines(
        "Bachelor's degree in industrial engineering, business administration or a related field",
        'Experience in production planning and control in manufacturing',
        'Advanced Excel and knowledge of an ERP (SAP or TOTVS)',
      ),
      'es-ES': lines(
        'Grado en Ingeniería de Organización Industrial, Administración de Empresas o similar',
        'Experiencia en planificación y control de la producción en la industria',
        'Excel avanzado y conocimientos de ERP (SAP o TOTVS)',
      ),
    },
    observations: OPEN_TO_PCD,
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [GUARAMIRIM, CAXIAS, MANAUS],
  },
  {
    area: 'engineering',
    title: {
      'pt-BR': 'Engenheiro(a) de Segurança do Trabalho',
      'en-US': 'Occupational Safety Engineer',
      'es-ES': 'Ingeniero/a de prevención de riesgos laborales',
    },
    duties: {
      'pt-BR': lines(
        'Gerenciar o Programa de Gerenciamento de Riscos (PGR) e os programas de saúde e segurança da unidade',
        'Fazer inspeções de segurança e análises de risco de máquinas e atividades',
        'Investigar acidentes e acompanhar os planos de ação',
        'Conduzir treinamentos das Normas Regulamentadoras e apoiar a CIPA',
      ),
      'en-US': lines(
        "Manage the site's risk management program (PGR) and its health and safety programs",
        'Carry out safety inspections and risk assessments of machines and tasks',
        'Investigate accidents and follow up on action plans',
        'Deliver training on the Brazilian regulatory standards (NRs) and support the accident prevention committee (CIPA)',
      ),
      'es-ES': lines(
        'Gestionar el programa de gestión de riesgos (PGR) y los programas de seguridad y salud del centro',
        'Realizar inspecciones de seguridad y evaluaciones de riesgos de máquinas y tareas',
        'Investigar accidentes y hacer el seguimiento de los planes de acción',
        'Impartir formación sobre las normas reglamentarias brasileñas (NR) y apoyar al comité de prevención de accidentes (CIPA)',
      ),
    },
    workingDay: OFFICE_HOURS,
    requirements: {
      'pt-BR': lines(
        'Graduação em Engenharia com especialização em Engenharia de Segurança do Trabalho',
        'Registro ativo no CREA',
        'Experiência na indústria com NR-10, NR-12 e NR-35',
        'Conhecimento da ISO 45001 será um diferencial',
      ),
      'en-US': lines(
        'Engineering degree with a postgraduate specialization in occupational safety engineering',
        'Active registration with CREA (Brazilian engineering council)',
        'Industrial experience with NR-10, NR-12 and NR-35',
        'Knowledge of ISO 45001 is a plus',
      ),
      'es-ES': lines(
        'Titulación en Ingeniería con posgrado en Seguridad en el Trabajo',
        'Colegiación activa en el CREA (consejo brasileño de ingeniería)',
        'Experiencia en la industria con NR-10, NR-12 y NR-35',
        'Se valorará conocimiento de la norma ISO 45001',
      ),
    },
    observations: OPEN_TO_PCD_WITH_TRAVEL,
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 2,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, BETIM],
  },

  // ── Office ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    area: 'office',
    title: {
      'pt-BR': 'Analista de RH',
      'en-US': 'HR Analyst',
      'es-ES': 'Técnico/a de Recursos Humanos',
    },
    duties: {
      'pt-BR': lines(
        'Conduzir processos de recrutamento e seleção, da triagem à contratação',
        'Organizar a integração de novos colaboradores',
        'Apoiar os programas de treinamento e desenvolvimento',
        'Atender lideranças e colaboradores em dúvidas sobre as políticas de RH',
      ),
      'en-US': lines(
        'Run recruitment and selection processes, from screening to hiring',
        'Organize onboarding for new employees',
        'Support training and development programs',
        'Help managers and employees with questions about HR policies',
      ),
      'es-ES': lines(
        'Gestionar procesos de reclutamiento y selección, desde el cribado hasta la contratación',
        'Organizar la acogida de las nuevas incorporaciones',
        'Apoyar los programas de formación y desarrollo',
        'Atender las consultas de mandos y empleados sobre las políticas de RR. HH.',
      ),
    },
    workingDay: OFFICE_HOURS_TWO_DAYS_HOME,
    requirements: {
      'pt-BR': lines(
        'Graduação em Psicologia, Administração ou Gestão de Recursos Humanos',
        'Experiência com recrutamento e seleção, de preferência na indústria',
        'Conhecimento do pacote Office e de sistemas de RH',
      ),
      'en-US': lines(
        'Degree in psychology, business administration or human resources management',
        'Experience in recruitment and selection, preferably in manufacturing',
        'Knowledge of Microsoft Office and HR systems',
      ),
      'es-ES': lines(
        'Grado en Psicología, ADE o Relaciones Laborales y Recursos Humanos',
        'Experiencia en reclutamiento y selección, preferiblemente en la industria',
        'Manejo de Microsoft Office y de sistemas de RR. HH.',
      ),
    },
    observations: OPEN_TO_PCD,
    modality: 'hybrid',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 9,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, SAO_PAULO, BETIM],
  },
  {
    area: 'office',
    title: {
      'pt-BR': 'Assistente Administrativo(a)',
      'en-US': 'Administrative Assistant',
      'es-ES': 'Auxiliar administrativo/a',
    },
    duties: {
      'pt-BR': lines(
        'Organizar documentos, arquivos e controles internos',
        'Lançar notas fiscais e pedidos no sistema (ERP)',
        'Atender fornecedores, transportadoras e colaboradores por telefone e e-mail',
        'Apoiar as áreas com relatórios e planilhas',
      ),
      'en-US': lines(
        'Organize documents, files and internal records',
        'Enter invoices and purchase orders in the ERP',
        'Handle calls and e-mails from suppliers, carriers and employees',
        'Support other departments with reports and spreadsheets',
      ),
      'es-ES': lines(
        'Organizar documentos, archivos y controles internos',
        'Registrar facturas y pedidos en el sistema (ERP)',
        'Atender a proveedores, transportistas y empleados por teléfono y correo electrónico',
        'Dar apoyo a los departamentos con informes y hojas de cálculo',
      ),
    },
    workingDay: OFFICE_HOURS,
    requirements: {
      'pt-BR': lines(
        'Ensino médio completo; curso superior em andamento será um diferencial',
        'Experiência com rotinas administrativas',
        'Excel intermediário',
      ),
      'en-US': lines(
        'High school diploma; current college studies are a plus',
        'Experience with administrative routines',
        'Intermediate Excel',
      ),
      'es-ES': lines(
        'Bachillerato terminado; se valorarán estudios universitarios en curso',
        'Experiencia en tareas administrativas',
        'Excel de nivel intermedio',
      ),
    },
    observations: OPEN_TO_PCD,
    modality: 'on_site',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 1,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS, privatePension: false },
    units: [SAO_PAULO, ITAJAI, CAXIAS],
  },
  {
    area: 'office',
    title: {
      'pt-BR': 'Analista Financeiro(a)',
      'en-US': 'Financial Analyst',
      'es-ES': 'Analista financiero/a',
    },
    duties: {
      'pt-BR': lines(
        'Controlar contas a pagar e a receber e o fluxo de caixa',
        'Fazer conciliações bancárias e análises de contas',
        'Apoiar o fechamento mensal e a elaboração do orçamento',
        'Preparar relatórios e indicadores para a gestão',
      ),
      'en-US': lines(
        'Manage accounts payable, accounts receivable and cash flow',
        'Perform bank reconciliations and account analyses',
        'Support the month-end close and budget preparation',
        'Prepare reports and KPIs for management',
      ),
      'es-ES': lines(
        'Controlar las cuentas a pagar y a cobrar y la tesorería',
        'Realizar conciliaciones bancarias y análisis de cuentas',
        'Apoyar el cierre mensual y la elaboración del presupuesto',
        'Preparar informes e indicadores para la dirección',
      ),
    },
    workingDay: OFFICE_HOURS_TWO_DAYS_HOME,
    requirements: {
      'pt-BR': lines(
        'Graduação em Ciências Contábeis, Economia ou Administração',
        'Experiência na área financeira de empresas de médio ou grande porte',
        'Excel avançado; SAP será um diferencial',
      ),
      'en-US': lines(
        'Degree in accounting, economics or business administration',
        'Experience in finance at a mid-size or large company',
        'Advanced Excel; SAP is a plus',
      ),
      'es-ES': lines(
        'Grado en Finanzas y Contabilidad, Economía o ADE',
        'Experiencia en el área financiera de empresas medianas o grandes',
        'Excel avanzado; se valorará SAP',
      ),
    },
    observations: OPEN_TO_PCD,
    modality: 'hybrid',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 1,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, SAO_PAULO],
  },
  {
    area: 'office',
    title: { 'pt-BR': 'Comprador(a)', 'en-US': 'Buyer', 'es-ES': 'Comprador/a' },
    duties: {
      'pt-BR': lines(
        'Cotar, negociar e comprar matérias-primas e componentes (aço, cobre, resinas)',
        'Desenvolver e avaliar fornecedores',
        'Acompanhar os prazos de entrega e resolver pendências com a produção',
        'Manter pedidos e contratos atualizados no ERP',
      ),
      'en-US': lines(
        'Request quotes, negotiate and buy raw materials and components (steel, copper, resins)',
        'Develop and evaluate suppliers',
        'Follow up on delivery dates and solve open issues with production',
        'Keep purchase orders and contracts up to date in the ERP',
      ),
      'es-ES': lines(
        'Pedir presupuestos, negociar y comprar materias primas y componentes (acero, cobre, resinas)',
        'Desarrollar y evaluar proveedores',
        'Hacer el seguimiento de los plazos de entrega y resolver incidencias con producción',
        'Mantener actualizados los pedidos y contratos en el ERP',
      ),
    },
    workingDay: {
      'pt-BR': 'Segunda a sexta, das 8h às 17h48; híbrido, com 1 dia por semana em home office',
      'en-US': 'Monday to Friday, 8:00 a.m. to 5:48 p.m.; hybrid, 1 day a week working from home',
      'es-ES': 'De lunes a viernes, de 8:00 a 17:48; híbrido, con 1 día a la semana de teletrabajo',
    },
    requirements: {
      'pt-BR': lines(
        'Graduação em Administração, Engenharia ou Comércio Exterior',
        'Experiência em compras industriais',
        'Boa capacidade de negociação',
        'Inglês intermediário',
      ),
      'en-US': lines(
        "Bachelor's degree in business administration, engineering or international trade",
        'Experience in industrial purchasing',
        'Strong negotiation skills',
        'Intermediate English',
      ),
      'es-ES': lines(
        'Grado en Administración de Empresas, Ingeniería o Comercio Internacional',
        'Experiencia en compras industriales',
        'Buena capacidad de negociación',
        'Inglés de nivel intermedio',
      ),
    },
    observations: {
      'pt-BR': 'Disponibilidade para visitas eventuais a fornecedores.',
      'en-US': 'Available for occasional visits to suppliers.',
      'es-ES': 'Disponibilidad para visitar proveedores de forma ocasional.',
    },
    modality: 'hybrid',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 1,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, SAO_PAULO, BETIM],
  },
  {
    area: 'office',
    title: {
      'pt-BR': 'Desenvolvedor(a) de Software',
      'en-US': 'Software Developer',
      'es-ES': 'Desarrollador/a de software',
    },
    duties: {
      'pt-BR': lines(
        'Desenvolver e manter aplicações web para as áreas industriais e corporativas',
        'Integrar sistemas internos com o ERP e com dados das linhas de produção',
        'Escrever testes automatizados e participar de revisões de código',
        'Trabalhar em um time ágil, junto às áreas de negócio',
      ),
      'en-US': lines(
        'Build and maintain web applications for the industrial and corporate teams',
        'Integrate internal systems with the ERP and with production line data',
        'Write automated tests and take part in code reviews',
        'Work in an agile team alongside the business areas',
      ),
      'es-ES': lines(
        'Desarrollar y mantener aplicaciones web para las áreas industriales y corporativas',
        'Integrar los sistemas internos con el ERP y con los datos de las líneas de producción',
        'Escribir pruebas automatizadas y participar en revisiones de código',
        'Trabajar en un equipo ágil junto a las áreas de negocio',
      ),
    },
    workingDay: {
      'pt-BR': 'Segunda a sexta, 40 horas semanais, com horário flexível',
      'en-US': 'Monday to Friday, 40 hours a week, flexible hours',
      'es-ES': 'De lunes a viernes, 40 horas semanales, con horario flexible',
    },
    requirements: {
      'pt-BR': lines(
        'Graduação em Ciência da Computação, Sistemas de Informação ou áreas afins',
        'Experiência com TypeScript, React e Node.js',
        'Conhecimento de bancos de dados relacionais (PostgreSQL)',
        'Inglês para leitura técnica',
      ),
      'en-US': lines(
        'Degree in computer science, information systems or a related field',
        'Experience with TypeScript, React and Node.js',
        'Knowledge of relational databases (PostgreSQL)',
        'English for technical reading',
      ),
      'es-ES': lines(
        'Grado en Ingeniería Informática, Sistemas de Información o afines',
        'Experiencia con TypeScript, React y Node.js',
        'Conocimientos de bases de datos relacionales (PostgreSQL)',
        'Inglés para lectura técnica',
      ),
    },
    observations: {
      'pt-BR':
        'Trabalho 100% remoto, com encontros presenciais eventuais na unidade. A empresa fornece notebook e auxílio home office.',
      'en-US':
        'Fully remote, with occasional in-person meetings at the site. Laptop and home office allowance provided.',
      'es-ES':
        'Teletrabajo al 100 %, con encuentros presenciales ocasionales en el centro. La empresa proporciona portátil y una ayuda para el teletrabajo.',
    },
    modality: 'remote',
    contractType: 'clt',
    program: 'regular',
    pcdExclusive: false,
    interestArea: 5,
    workshifts: [4],
    benefits: { ...ALL_BENEFITS },
    units: [JARAGUA, SAO_PAULO, CURITIBA],
  },

  // ── Internship ────────────────────────────────────────────────────────────────────────────────────────────
  {
    area: 'internship',
    title: {
      'pt-BR': 'Estágio em Engenharia Mecânica',
      'en-US': 'Mechanical Engineering Internship',
      'es-ES': 'Prácticas en Ingeniería Mecánica',
    },
    duties: {
      'pt-BR': lines(
        'Apoiar a engenharia em projetos de melhoria de produtos e processos',
        'Elaborar e revisar desenhos em CAD 3D',
        'Acompanhar testes, coletar dados e preparar relatórios',
        'Participar de análises de falhas e de ações de redução de custos',
      ),
      'en-US': lines(
        'Support the engineering team in product and process improvement projects',
        'Prepare and review 3D CAD drawings',
        'Follow tests, collect data and prepare reports',
        'Take part in failure analyses and cost reduction initiatives',
      ),
      'es-ES': lines(
        'Apoyar al departamento de ingeniería en proyectos de mejora de productos y procesos',
        'Elaborar y revisar planos en CAD 3D',
        'Hacer el seguimiento de ensayos, recoger datos y preparar informes',
        'Participar en análisis de fallos y en acciones de reducción de costes',
      ),
    },
    workingDay: {
      'pt-BR': 'Segunda a sexta, das 8h às 14h (6 horas por dia)',
      'en-US': 'Monday to Friday, 8:00 a.m. to 2:00 p.m. (6 hours a day)',
      'es-ES': 'De lunes a viernes, de 8:00 a 14:00 (6 horas al día)',
    },
    requirements: {
      'pt-BR': lines(
        'Estar matriculado(a) em Engenharia Mecânica, a partir do 5º semestre',
        'Disponibilidade para estagiar 6 horas por dia',
        'Conhecimento de desenho técnico e CAD (SolidWorks ou Inventor)',
        'Previsão de formatura em, no mínimo, 1 ano',
      ),
      'en-US': lines(
        'Enrolled in mechanical engineering, in the 5th semester or later',
        'Available for a 6-hour internship day',
        'Knowledge of technical drawing and CAD (SolidWorks or Inventor)',
        'Expected graduation at least 1 year away',
      ),
      'es-ES': lines(
        'Estar matriculado/a en Ingeniería Mecánica, a partir de tercer curso',
        'Disponibilidad para hacer prácticas 6 horas al día',
        'Conocimientos de dibujo técnico y CAD (SolidWorks o Inventor)',
        'Que falte al menos 1 año para terminar la carrera',
      ),
    },
    observations: {
      'pt-BR': 'Bolsa-auxílio e auxílio-transporte. Vaga também para pessoas com deficiência (PcD).',
      'en-US':
        'Monthly internship stipend and transportation allowance. Also open to people with disabilities.',
      'es-ES':
        'Beca mensual y ayuda para el transporte. Vacante también abierta a personas con discapacidad.',
    },
    modality: 'on_site',
    contractType: 'internship',
    program: 'internship',
    pcdExclusive: false,
    interestArea: 2,
    workshifts: [1],
    salary: { min: 1800, period: 'month' },
    benefits: { ...TRAINEE_BENEFITS },
    units: [JARAGUA, BETIM, CAXIAS],
  },
  {
    area: 'internship',
    title: {
      'pt-BR': 'Estágio em Administração',
      'en-US': 'Business Administration Internship',
      'es-ES': 'Prácticas en Administración de Empresas',
    },
    duties: {
      'pt-BR': lines(
        'Apoiar as rotinas administrativas e financeiras da área',
        'Atualizar planilhas, relatórios e indicadores',
        'Organizar documentos e ajudar no atendimento a fornecedores',
      ),
      'en-US': lines(
        "Support the department's administrative and financial routines",
        'Update spreadsheets, reports and KPIs',
        'Organize documents and help handle supplier requests',
      ),
      'es-ES': lines(
        'Dar apoyo en las tareas administrativas y financieras del departamento',
        'Actualizar hojas de cálculo, informes e indicadores',
        'Organizar documentos y ayudar en la atención a proveedores',
      ),
    },
    workingDay: {
      'pt-BR': 'Segunda a sexta, das 12h às 18h (6 horas por dia)',
      'en-US': 'Monday to Friday, 12:00 p.m. to 6:00 p.m. (6 hours a day)',
      'es-ES': 'De lunes a viernes, de 12:00 a 18:00 (6 horas al día)',
    },
    requirements: {
      'pt-BR': lines(
        'Estar matriculado(a) em Administração, Ciências Contábeis ou Economia, a partir do 3º semestre',
        'Disponibilidade para estagiar 6 horas por dia, no período da tarde',
        'Conhecimento de Excel',
      ),
      'en-US': lines(
        'Enrolled in business administration, accounting or economics, in the 3rd semester or later',
        'Available for a 6-hour internship in the afternoon',
        'Knowledge of Excel',
      ),
      'es-ES': lines(
        'Estar matriculado/a en Administración de Empresas, Contabilidad o Economía, a partir de segundo curso',
        'Disponibilidad para hacer prácticas 6 horas al día, por la tarde',
        'Conocimientos de Excel',
      ),
    },
    observations: {
      'pt-BR': 'Bolsa-auxílio e auxílio-transporte. Possibilidade de efetivação ao fim do estágio.',
      'en-US':
        'Monthly internship stipend and transportation allowance. Possibility of a permanent position afterwards.',
      'es-ES':
        'Beca mensual y ayuda para el transporte. Posibilidad de incorporación en plantilla al terminar las prácticas.',
    },
    modality: 'on_site',
    contractType: 'internship',
    program: 'internship',
    pcdExclusive: false,
    interestArea: 1,
    workshifts: [2],
    benefits: { ...TRAINEE_BENEFITS },
    units: [JARAGUA, SAO_PAULO, ITAJAI],
  },

  // ── Young apprentice ──────────────────────────────────────────────────────────────────────────────────────
  {
    area: 'apprentice',
    title: {
      'pt-BR': 'Jovem Aprendiz — Produção',
      'en-US': 'Young Apprentice — Production',
      'es-ES': 'Joven aprendiz — Producción',
    },
    duties: {
      'pt-BR': lines(
        'Aprender, na prática, as atividades de uma linha de produção industrial',
        'Ajudar na organização de materiais e na identificação de peças',
        'Participar do curso de aprendizagem industrial no SENAI',
        'Seguir as normas de segurança e qualidade',
      ),
      'en-US': lines(
        'Learn hands-on how an industrial production line works',
        'Help organize materials and identify parts',
        'Attend the industrial apprenticeship course at SENAI',
        'Follow the safety and quality rules',
      ),
      'es-ES': lines(
        'Aprender en la práctica las tareas de una línea de producción industrial',
        'Ayudar a organizar materiales e identificar piezas',
        'Asistir al curso de aprendizaje industrial del SENAI',
        'Cumplir las normas de seguridad y calidad',
      ),
    },
    workingDay: {
      'pt-BR': 'Segunda a quinta, das 13h às 17h, na fábrica; sextas-feiras, aulas teóricas no SENAI',
      'en-US': 'Monday to Thursday, 1:00 p.m. to 5:00 p.m. at the plant; Fridays, theory classes at SENAI',
      'es-ES': 'De lunes a jueves, de 13:00 a 17:00, en la fábrica; los viernes, clases teóricas en el SENAI',
    },
    requirements: {
      'pt-BR': lines(
        'Ter entre 14 e 24 anos',
        'Estar matriculado(a) e frequentando a escola (ensino fundamental ou médio)',
        'Não é necessária experiência',
      ),
      'en-US': lines(
        'Aged 14 to 24',
        'Enrolled in and attending school (primary or secondary)',
        'No experience needed',
      ),
      'es-ES': lines(
        'Tener entre 14 y 24 años',
        'Estar matriculado/a y asistir a clase (primaria o secundaria)',
        'No se requiere experiencia',
      ),
    },
    observations: {
      'pt-BR':
        'Contrato de aprendizagem de até 2 anos. Menores de 18 anos atuam apenas em atividades sem riscos, conforme a legislação.',
      'en-US':
        'Apprenticeship contract of up to 2 years. Apprentices under 18 only do risk-free tasks, as required by law.',
      'es-ES':
        'Contrato de formación de hasta 2 años. Los menores de 18 años solo realizan tareas sin riesgos, según la ley.',
    },
    modality: 'on_site',
    contractType: 'apprentice',
    program: 'apprentice',
    pcdExclusive: false,
    interestArea: 3,
    workshifts: [2],
    salary: { min: 8.2, period: 'hour' },
    benefits: { ...TRAINEE_BENEFITS },
    units: [JARAGUA, GUARAMIRIM, BETIM, MANAUS],
  },
  {
    area: 'apprentice',
    title: {
      'pt-BR': 'Jovem Aprendiz — Administrativo',
      'en-US': 'Young Apprentice — Office',
      'es-ES': 'Joven aprendiz — Administración',
    },
    duties: {
      'pt-BR': lines(
        'Apoiar as rotinas administrativas: arquivo, planilhas e cadastros',
        'Ajudar no atendimento telefônico e no recebimento de documentos',
        'Participar do curso de aprendizagem na instituição parceira',
      ),
      'en-US': lines(
        'Support office routines: filing, spreadsheets and data entry',
        'Help answer the phone and receive documents',
        'Attend the apprenticeship course at the partner institution',
      ),
      'es-ES': lines(
        'Dar apoyo en las tareas administrativas: archivo, hojas de cálculo y altas en el sistema',
        'Ayudar a atender el teléfono y a recibir documentos',
        'Asistir al curso de aprendizaje en la institución colaboradora',
      ),
    },
    workingDay: {
      'pt-BR':
        'Segunda a quinta, das 8h às 12h, na empresa; sextas-feiras, aulas teóricas na instituição parceira',
      'en-US':
        'Monday to Thursday, 8:00 a.m. to 12:00 p.m. at the company; Fridays, theory classes at the partner institution',
      'es-ES':
        'De lunes a jueves, de 8:00 a 12:00, en la empresa; los viernes, clases teóricas en la institución colaboradora',
    },
    requirements: {
      'pt-BR': lines(
        'Ter entre 14 e 24 anos',
        'Estar matriculado(a) e frequentando a escola (ensino fundamental ou médio)',
        'Conhecimentos básicos de informática',
      ),
      'en-US': lines(
        'Aged 14 to 24',
        'Enrolled in and attending school (primary or secondary)',
        'Basic computer skills',
      ),
      'es-ES': lines(
        'Tener entre 14 y 24 años',
        'Estar matriculado/a y asistir a clase (primaria o secundaria)',
        'Conocimientos básicos de informática',
      ),
    },
    observations: {
      'pt-BR': 'Contrato de aprendizagem de até 2 anos, com vale-transporte.',
      'en-US': 'Apprenticeship contract of up to 2 years, with a transportation allowance.',
      'es-ES': 'Contrato de formación de hasta 2 años, con ayuda para el transporte.',
    },
    modality: 'on_site',
    contractType: 'apprentice',
    program: 'apprentice',
    pcdExclusive: false,
    interestArea: 1,
    workshifts: [1],
    benefits: { ...TRAINEE_BENEFITS },
    units: [SAO_PAULO, ITAJAI],
  },
];
