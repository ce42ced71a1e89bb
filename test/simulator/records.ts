// Builders for single generated records (fields only: no `id`, no `url`),
// in the exact key order of the real API.

import { assertNever } from '../../src-shared/assert-never';
import { uploadsPrefix } from './documents';
import type { Random } from './random';
import { isoDay, longDate, paragraph, slugify, toEntities, uploadSuffix } from './text';
import * as w from './words';

export type OrganismoKind = 'museo' | 'instituto' | 'programa' | 'otro';

export interface ConvocatoriaPlan {
  id: number;
  /** Days relative to "today" (UTC day of `now`). */
  inicio: number;
  fin: number;
  estado: 'abierta' | 'cerrada';
}

const site = 'https://www.cultura.gob.ar';
const link = (href: string, text: string): string => `<a href="${href}" target="_blank" rel="noopener">${toEntities(text)}</a>`;
const mailto = (email: string): string => `<a href="mailto:${email}">${email}</a>`;
const h3 = (text: string, strong: boolean): string => `<h3>${strong ? `<strong>${toEntities(text)}</strong>` : toEntities(text)}</h3>`;

/** Grammatical gender of a body's name, from its first word. */
function femenino(name: string): boolean {
  return /^(Casa|Biblioteca|Direcci|Comisi|Orquesta|Banda|Compa|Secretar|Delegaci|Estancia)/.test(name);
}

/** "de la Orquesta…", "del Coro…". */
function deArticulo(name: string): string {
  return femenino(name) ? `de la ${name}` : `del ${name}`;
}

/** "museo.bellas" for "museo-nacional-de-bellas-artes": first and last long words. */
function emailUser(slug: string): string {
  const words = slug.split('-').filter((s) => s.length > 3);
  if (words.length === 0) return 'info';
  return words.length === 1 ? (words[0] ?? 'info') : `${words[0] ?? ''}.${words[words.length - 1] ?? ''}`;
}

/** Forms come as word-processor files, the rest as PDF, as on the real site. */
const extensions: Readonly<Record<string, string>> = { formulario_de_inscripcion: 'docx', anexo_i: 'odt' };

/**
 * A path under the simulator's own uploads (it serves these files; see documents.ts): routes.ts
 * makes it absolute on the request's origin, the way it builds `url`.
 */
function upload(rng: Random, base: string): string {
  const suffix = rng.chance(0.4) ? `_${uploadSuffix(rng.next)}` : '';
  const extension = extensions[base.replace(/_\d{4}$/, '')] ?? 'pdf';
  return `${uploadsPrefix}${base.replace(/-/g, '_')}${suffix}.${extension}`;
}

function documentos(rng: Random, slug: string, year: string): string[] {
  const r = rng.next();
  const n = r < 0.6 ? 0 : r < 0.8 ? 1 : r < 0.95 ? 2 : 3;
  const bases = [`bases_y_condiciones_${year}`, `reglamento_${slug.slice(0, 30)}`, 'formulario_de_inscripcion', `anexo_i_${year}`];
  return rng.sample(bases, n).map((base) => upload(rng, base));
}

interface Theme {
  titulo: string;
  objeto: string;
  disciplina: string;
  lugar: string;
}

function theme(rng: Random, year: string): Theme {
  const disc = rng.pick(w.disciplinas);
  const d = disc.toLowerCase();
  const lugar = rng.pick(w.lugares);
  const dest = rng.pick(w.destinatarios);
  const t = (titulo: string, objeto: string): Theme => ({ titulo, objeto, disciplina: d, lugar });
  switch (rng.int(0, 9)) {
    case 0: {
      const elenco = rng.pick(w.elencos);
      const inst = rng.pick(w.instrumentos);
      return t(`Audiciones para ${inst} ${deArticulo(elenco)}`, `de audiciones para cubrir un puesto de ${inst} ${deArticulo(elenco)}`);
    }
    case 1:
      return t(`Becas de ${disc} ${year} del Fondo Nacional de las Artes`, `de becas de creación en ${d}`);
    case 2:
      return t(`Concurso Federal de ${disc} ${year}`, `del concurso federal de ${d}`);
    case 3:
      return t(`Premio ${rng.pick(w.premios)} de ${disc}`, `del premio nacional de ${d}`);
    case 4:
      return t(`Residencias de ${disc} en ${lugar}`, `de residencias de ${d} en ${lugar}`);
    case 5:
      return t(`Festival de ${disc} de ${lugar} ${year}`, `para participar del festival de ${d} de ${lugar}`);
    case 6:
      return t(`Taller de ${disc} para ${dest}`, `del taller gratuito de ${d}`);
    case 7:
      return t(`${rng.pick(w.programaNombres)} ${year}: línea de ${rng.pick(w.lineas)}`, `de proyectos culturales de ${d}`);
    case 8:
      return t(`Canción Federal ${year}: música de ${lugar}`, `para compositores de canción y música popular de ${lugar}`);
    default:
      return t(`Convocatoria abierta a ${dest} de ${lugar}`, `de proyectos de ${d} en ${lugar}`);
  }
}

function convocatoriaCuerpo(rng: Random, th: Theme, org: string, fin: string, year: string): string {
  if (rng.chance(0.03)) return '';
  const strong = rng.chance(0.6);
  const email = `convocatorias.${slugify(th.disciplina, 12).replace(/-/g, '')}@cultura.gob.ar`;
  const blocks = [
    h3(w.questions.que, strong),
    paragraph(
      `${org} abre la convocatoria ${year} ${th.objeto}. La propuesta busca promover la producción y la circulación de obras de ${th.disciplina} en todo el país.`,
      rng.chance(0.5),
    ),
    h3(w.questions.quienes, strong),
    paragraph(
      `Pueden participar ${rng.pick(w.destinatarios)} mayores de 18 años, nativos o naturalizados, con al menos dos años de residencia en ${th.lugar} o en cualquier provincia argentina.`,
      rng.chance(0.3),
    ),
  ];
  if (rng.chance(0.3))
    blocks.push(`<p><img src="/media/uploads/${slugify(th.titulo, 24).replace(/-/g, '_')}.jpg" alt="" width="800" height="450" /></p>`);
  if (rng.chance(0.4)) {
    blocks.push(h3(w.questions.premios, strong));
    blocks.push(
      `<ul>\r\n<li>${toEntities('Primer premio: $ 1.500.000')}</li>\r\n<li>${toEntities('Segundo premio: $ 900.000')}</li>\r\n<li>${toEntities('Menciones especiales sin dotación económica')}</li>\r\n</ul>`,
    );
  }
  blocks.push(h3(w.questions.como, strong));
  const form = `https://www.argentina.gob.ar/cultura/${slugify(th.titulo, 40)}`;
  const lines = [`La inscripción es gratuita y se realiza completando el `, ` hasta el ${longDate(fin)} inclusive.`];
  blocks.push(`<p>${toEntities(lines[0] ?? '')}${link(form, 'formulario en línea')}${toEntities(lines[1] ?? '')}</p>`);
  if (rng.chance(0.25))
    blocks.push(`<p>${toEntities('¡Importante!')}<br />${toEntities('No se aceptarán postulaciones fuera de término.')}</p>`);
  blocks.push(`<p>${toEntities(`${w.questions.consultas}: `)}${mailto(email)}</p>`);
  return blocks.join('\r\n');
}

function bajada(rng: Random, th: Theme, org: string, inicio: string, fin: string): string {
  const dm = (iso: string): string => `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}`;
  let text: string;
  switch (rng.int(0, 3)) {
    case 0:
      text = `${org} convoca a ${rng.pick(w.destinatarios)} a participar ${th.objeto}. El cierre de la inscripción es el ${longDate(fin)} de ${fin.slice(0, 4)}.`;
      break;
    case 1:
      text = `Convocatoria abierta del ${dm(inicio)} al ${dm(fin)}`;
      break;
    case 2:
      text = `Hasta el ${longDate(fin)} hay tiempo para inscribirse. Está dirigida a ${rng.pick(w.destinatarios)}.`;
      break;
    default:
      text = `Se convoca a ${rng.pick(w.destinatarios)} de ${th.lugar} a presentar proyectos de ${th.disciplina}.`;
  }
  return rng.chance(0.03) ? text.replace(/ (?=\S+$)/, '\r\n') : text;
}

export function convocatoriaFields(rng: Random, plan: ConvocatoriaPlan, today: number): Record<string, unknown> {
  const inicio = isoDay(today, plan.inicio);
  const fin = isoDay(today, plan.fin);
  const year = inicio.slice(0, 4);
  const th = theme(rng, year);
  const org = rng.pick(w.organizadores);
  const slug = slugify(th.titulo);
  const r = rng.next();
  const href =
    r < 0.03
      ? `http://convocatorias.cultura.gob.ar/${slug.replace(/-/g, '').slice(0, 24)}`
      : plan.id < 8000 && r < 0.3
        ? `${site}/${slug}_${plan.id}/`
        : `${site}/${slug}-${plan.id}/`;
  const imagen = rng.chance(0.1)
    ? null
    : `${uploadsPrefix}${slugify(th.titulo, 28).replace(/-/g, '_')}${rng.chance(0.3) ? `_${uploadSuffix(rng.next)}` : ''}.${rng.pick(['jpg', 'png', 'jpeg'])}`;
  return {
    link: href,
    imagen,
    titulo: th.titulo,
    bajada: bajada(rng, th, org, inicio, fin),
    cuerpo: convocatoriaCuerpo(rng, th, org, fin, year),
    estado: plan.estado,
    fecha_inicio: inicio,
    fecha_fin: fin,
    documentos: documentos(rng, slug, year),
  };
}

export function organismoName(rng: Random, kind: OrganismoKind): string {
  switch (kind) {
    case 'museo': {
      const forms = [
        () => `Museo Nacional de ${rng.pick(w.museoTemas)}`,
        () => `Museo Casa de ${rng.pick(w.personas)}`,
        () => `Museo Regional de ${rng.pick(w.lugares)}`,
        () => `Museo de ${rng.pick(w.museoTemas)} de ${rng.pick(w.lugares)}`,
      ];
      return rng.pick(forms)();
    }
    case 'instituto':
      return rng.chance(0.5)
        ? `Instituto Nacional de ${rng.pick(w.institutoTemas)}`
        : `Instituto Nacional de ${rng.pick(w.institutoTemas)} (sede ${rng.pick(w.lugares)})`;
    case 'programa':
      return rng.chance(0.5)
        ? `Programa ${rng.pick(w.programaNombres)}`
        : `Programa ${rng.pick(w.programaNombres)} en ${rng.pick(w.lugares)}`;
    case 'otro':
      return rng.chance(0.5) ? rng.pick(w.otrosNombres) : `Casa de la Cultura de ${rng.pick(w.lugares)}`;
    default:
      return assertNever(kind);
  }
}

const folders: Record<OrganismoKind, string> = { museo: 'museos', instituto: 'institutos', programa: 'programas', otro: 'organismos' };

function descripcion(rng: Random, nombre: string, dependeDe: string, kind: OrganismoKind): string {
  if (rng.chance(0.1)) return '';
  const fem = femenino(nombre);
  const blocks = [paragraph(`${fem ? 'La' : 'El'} ${nombre} depende ${deArticulo(dependeDe)}.`, false)];
  blocks.push(
    paragraph(
      `Fue ${fem ? 'creada' : 'creado'} en ${rng.int(1880, 2015)} con el objetivo de preservar, investigar y difundir el patrimonio cultural de ${rng.pick(w.lugares)} y de toda la región.`,
      rng.chance(0.4),
    ),
  );
  if (kind === 'museo')
    blocks.push(
      paragraph(
        `Sus colecciones reúnen más de ${rng.int(2, 40) * 500} piezas: pintura, escultura, fotografía, instrumentos de música y objetos de la vida cotidiana.`,
        false,
      ),
    );
  if (rng.chance(0.3)) blocks.push('<p>&nbsp;</p>');
  if (rng.chance(0.5))
    blocks.push(
      `<p><strong>${toEntities('Actividades')}</strong></p>\r\n${paragraph('Organiza conciertos, talleres, seminarios, presentaciones de libros y exposiciones temporarias durante todo el año.', true)}`,
    );
  if (rng.chance(0.2)) blocks.push(`<p><img src="/media/uploads/${slugify(nombre, 24).replace(/-/g, '_')}.jpg" alt="" /></p>`);
  if (rng.chance(0.4))
    blocks.push(
      `<p>${toEntities('Más información en ')}${link(`https://${slugify(nombre, 20).replace(/-/g, '')}.cultura.gob.ar/`, 'su sitio web')}.</p>`,
    );
  return blocks.join('\r\n');
}

export function organismoFields(rng: Random, id: number, kind: OrganismoKind, nombre: string): Record<string, unknown> {
  const slug = slugify(nombre);
  const r = rng.next();
  const href =
    r < 0.06
      ? `${site}/api/v2.0/organismos/${id}/`
      : r < 0.1
        ? `${site}/api/v2.0/organismos/`
        : `${site}/institucional/organismos/${folders[kind]}/${slug}/`;
  const four = (): string => String(rng.int(1000, 9999));
  const telefonos = [
    () => `+54 (011) 4${rng.int(100, 999)}-${four()}`,
    () => `(0${rng.int(221, 3894)}) ${rng.int(400, 499)}-${four()}`,
    () => `+54 11 4${rng.int(100, 999)}-${four()} / ${rng.int(6000, 6999)}`,
  ];
  const dependeDe = rng.pick(w.dependencias);
  const mujer = rng.chance(0.5);
  const apellido = rng.pick(w.apellidos);
  const autoridad = rng.chance(0.5)
    ? null
    : {
        nombre: `${rng.pick(mujer ? w.nombresFemeninos : w.nombresMasculinos)} ${apellido}`,
        email: rng.chance(0.25) ? '' : `${slugify(apellido)}@cultura.gob.ar`,
        cargo: rng.pick(mujer ? w.cargosFemeninos : w.cargosMasculinos),
      };
  return {
    link: href,
    nombre,
    direccion: rng.chance(0.15) ? '' : `${rng.pick(w.calles)} ${rng.chance(0.1) ? 's/n' : rng.int(10, 2500)}, ${rng.pick(w.lugares)}`,
    telefono: rng.chance(0.15) ? '' : rng.pick(telefonos)(),
    descripcion: descripcion(rng, nombre, dependeDe, kind),
    email: rng.chance(0.15) ? '' : `${emailUser(slug)}@cultura.gob.ar`,
    provincia: rng.chance(0.3) ? '' : rng.pick(w.provincias),
    depende_de: dependeDe,
    autoridad,
  };
}

const variantes = [
  'modalidad presencial',
  'modalidad a distancia',
  'personas jurídicas',
  'personas humanas',
  'renovación',
  'actualización de datos',
];

export function tramiteTitle(rng: Random, used: ReadonlySet<string>): readonly [string, string] {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [titulo, bajadaText] = rng.pick(w.tramiteTemas);
    const candidate =
      attempt === 0 ? titulo : rng.chance(0.5) ? `${titulo}: ${rng.pick(variantes)}` : `${titulo} (delegación ${rng.pick(w.lugares)})`;
    if (!used.has(candidate)) return [candidate, bajadaText];
  }
  return [`${rng.pick(w.tramiteTemas)[0]} ${used.size + 1}`, rng.pick(w.tramiteTemas)[1]];
}

export function tramiteFields(rng: Random, titulo: string, bajadaText: string): Record<string, unknown> {
  const slug = slugify(titulo);
  const email = `tramites.${slug.split('-')[0] ?? 'cultura'}@cultura.gob.ar`;
  const cuerpo = [
    h3('¿Qué es?', false),
    paragraph(`${bajadaText} El trámite se inicia a través de la plataforma Trámites a Distancia (TAD).`, rng.chance(0.5)),
    h3('¿Qué necesito?', false),
    `<ul>\r\n<li>${toEntities('Documento Nacional de Identidad.')}</li>\r\n<li>${toEntities('Descripción del proyecto o del bien.')}</li>\r\n${rng.chance(0.5) ? `<li>${toEntities('Constancia de inscripción en AFIP.')}</li>\r\n` : ''}</ul>`,
    h3('¿Cómo lo hago?', false),
    `<p>${toEntities('Ingresá a ')}${link('https://tramitesadistancia.gob.ar/', 'Trámites a Distancia')}${toEntities(' y buscá el trámite por su nombre. ¿Dudas? Escribí a ')}${mailto(email)}</p>`,
    h3('¿Cuánto cuesta?', false),
    paragraph('El trámite es gratuito.', false),
  ].join('\r\n');
  return { titulo, bajada: bajadaText, cuerpo, documentos: documentos(rng, slug, String(rng.int(2018, 2025))) };
}
