// Vocabulary for the generated corpus. Plain UTF-8 with real accents; the
// generator entity-encodes it where the real API does (cuerpo, descripcion).

export const disciplinas = [
  'Música', 'Danza', 'Teatro', 'Artes Visuales', 'Fotografía', 'Letras', 'Canción',
  'Cine y Audiovisual', 'Diseño', 'Artesanías', 'Circo', 'Poesía', 'Ilustración',
  'Muralismo', 'Patrimonio', 'Historieta', 'Títeres', 'Folclore', 'Tango', 'Narrativa',
] as const;

export const lugares = [
  'Córdoba', 'Tucumán', 'Salta', 'Jujuy', 'Mendoza', 'San Juan', 'Rosario', 'Mar del Plata',
  'Bahía Blanca', 'Neuquén', 'Bariloche', 'Posadas', 'Corrientes', 'Resistencia', 'Santa Fe',
  'Paraná', 'La Plata', 'Ushuaia', 'Río Gallegos', 'Santiago del Estero', 'La Rioja',
  'Catamarca', 'San Luis', 'Formosa', 'Santa Rosa', 'Rawson', 'Viedma', 'Tilcara', 'Humahuaca',
  'Villa María', 'Comodoro Rivadavia', 'Concordia', 'Río Cuarto', 'Tandil', 'Chilecito',
] as const;

export const provincias = [
  'Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'Catamarca', 'Chaco', 'Chubut', 'Córdoba',
  'Corrientes', 'Entre Ríos', 'Formosa', 'Jujuy', 'La Pampa', 'La Rioja', 'Mendoza', 'Misiones',
  'Neuquén', 'Río Negro', 'Salta', 'San Juan', 'San Luis', 'Santa Cruz', 'Santa Fe',
  'Santiago del Estero', 'Tierra del Fuego', 'Tucumán', 'CABA', 'Rosario',
] as const;

export const dependencias = [
  'Ministerio de Cultura de la Nación', 'Ministerio de Cultura de la Nación',
  'Secretaría de Cultura de la Nación', 'Secretaría de Patrimonio Cultural',
  'Secretaría de Gestión Cultural', 'Secretaría de Desarrollo Cultural',
  'Dirección Nacional de Museos', 'Dirección Nacional de Elencos Estables',
] as const;

export const elencos = [
  'Orquesta Sinfónica Nacional', 'Orquesta Sinfónica Juvenil Nacional José de San Martín',
  'Ballet Folklórico Nacional', 'Coro Polifónico Nacional', 'Coro Nacional de Jóvenes',
  'Banda Sinfónica Nacional de Ciegos', 'Coro Nacional de Niños',
  'Orquesta Nacional de Música Argentina Juan de Dios Filiberto',
  'Compañía Nacional de Danza Contemporánea', 'Coro Nacional de Música Argentina',
] as const;

export const instrumentos = [
  'violín', 'viola', 'violonchelo', 'contrabajo', 'flauta', 'oboe', 'clarinete', 'fagot',
  'corno', 'trompeta', 'trombón', 'tuba', 'percusión', 'arpa', 'piano', 'bandoneón',
  'guitarra', 'soprano', 'contralto', 'tenor', 'barítono', 'bajo',
] as const;

export const destinatarios = [
  'artistas de todo el país', 'jóvenes de 18 a 35 años', 'músicos y músicas de todo el país',
  'gestores y gestoras culturales', 'organizaciones comunitarias', 'escritores y escritoras',
  'estudiantes de escuelas secundarias', 'colectivos artísticos', 'bandas emergentes',
  'comunidades de pueblos originarios', 'artesanos y artesanas', 'docentes de nivel primario y medio',
  'compositores y compositoras', 'bibliotecas populares', 'investigadores e investigadoras',
] as const;

export const organizadores = [
  'El Ministerio de Cultura de la Nación', 'La Secretaría de Cultura de la Nación',
  'El Fondo Nacional de las Artes', 'El Instituto Nacional de la Música',
  'La Dirección Nacional de Elencos Estables', 'El Teatro Nacional Cervantes',
  'La Biblioteca Nacional Mariano Moreno', 'El Instituto Nacional del Teatro',
] as const;

export const premios = [
  'Ricardo Rojas', 'Alfonsina Storni', 'María Elena Walsh', 'Atahualpa Yupanqui',
  'Mercedes Sosa', 'Antonio Berni', 'Ástor Piazzolla', 'Leda Valladares', 'Juana Azurduy',
  'Haroldo Conti', 'Olga Orozco', 'Alberto Ginastera',
] as const;

export const lineas = [
  'apoyo a la producción', 'circulación federal', 'formación y capacitación',
  'fortalecimiento comunitario', 'edición independiente', 'innovación en gestión',
] as const;

export const questions = {
  que: '¿Qué es?',
  quienes: '¿Quiénes pueden participar?',
  como: '¿Cómo inscribirse?',
  premios: '¿Cuáles son los premios?',
  cuando: '¿Cuándo y dónde?',
  consultas: 'Consultas',
} as const;

export const museoTemas = [
  'Bellas Artes', 'Arte Decorativo', 'Arte Oriental', 'la Historia del Traje', 'el Grabado',
  'Arte Hispanoamericano', 'Etnografía', 'la Música Popular', 'Arqueología', 'la Canción Federal',
  'Arte Sacro', 'la Inmigración', 'la Historia del Cine', 'Instrumentos Musicales',
] as const;

export const personas = [
  'Ricardo Rojas', 'Rogelio Yrurtia', 'Domingo Faustino Sarmiento', 'Bartolomé Mitre',
  'Juan Martín de Pueyrredón', 'Atahualpa Yupanqui', 'Mercedes Sosa', 'Carlos Vega',
  'Juana Manso', 'Horacio Quiroga', 'José Hernández', 'Emilio Caraffa', 'Xul Solar',
] as const;

export const institutoTemas = [
  'Musicología Carlos Vega', 'Antropología y Pensamiento Latinoamericano', 'la Música',
  'Investigaciones Históricas Juan Manuel de Rosas', 'Estudios de Teatro', 'Investigaciones Históricas Eva Perón',
  'Cine y Artes Audiovisuales', 'Folclore', 'las Artes Escénicas', 'Investigaciones Lingüísticas',
  'Estudios Sanmartinianos', 'Investigaciones Belgranianas',
] as const;

export const programaNombres = [
  'Puntos de Cultura', 'Orquestas y Coros Infantiles y Juveniles', 'Cultura Solidaria',
  'Casas de la Cultura', 'Libros y Casas', 'Mapa Federal de Cultura', 'Festivales Argentinos',
  'Música en las Escuelas', 'Cine en Movimiento', 'Territorio Cultural', 'Danza en Comunidad',
  'Canción Federal', 'Teatro en las Escuelas', 'Lectura en Movimiento', 'Patrimonio Vivo',
] as const;

export const otrosNombres = [
  'Dirección Nacional de Museos', 'Dirección Nacional de Elencos Estables', 'Teatro Nacional Cervantes',
  'Fondo Nacional de las Artes', 'Biblioteca Nacional Mariano Moreno', 'Casa Nacional del Bicentenario',
  'Comisión Nacional de Monumentos, de Lugares y de Bienes Históricos', 'Palacio Libertad',
  'Dirección Nacional de Industrias Culturales', 'Dirección de Diversidad y Cultura Comunitaria',
  'Centro Cultural Kirchner', 'Dirección Nacional de Bienes y Sitios Culturales',
  ...elencos,
] as const;

export const nombresFemeninos = ['María', 'Ana', 'Lucía', 'Carolina', 'Valeria', 'Soledad', 'Inés', 'Mónica', 'Florencia'] as const;
export const nombresMasculinos = ['Juan', 'José', 'Martín', 'Sebastián', 'Andrés', 'Ramón', 'Joaquín', 'Nicolás', 'Hernán'] as const;

export const apellidos = [
  'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Gómez', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Benítez', 'Ibáñez', 'Núñez', 'Peña', 'Acuña', 'Quiroga',
] as const;

export const cargosFemeninos = ['Directora', 'Presidenta', 'Coordinadora', 'Directora Nacional', 'Directora Ejecutiva'] as const;
export const cargosMasculinos = ['Director', 'Presidente', 'Coordinador', 'Director Nacional', 'Director Artístico'] as const;

export const calles = [
  'Perú', 'Av. de Mayo', 'Alsina', 'Defensa', 'Av. Libertador', 'Sarmiento', 'Belgrano',
  'San Martín', 'Rivadavia', 'Av. Figueroa Alcorta', 'Pedro de Oñate', 'Mitre', '25 de Mayo',
] as const;

export const tramiteTemas = [
  ['Solicitud de declaración de interés cultural', 'Pedí que tu actividad, evento o proyecto sea declarado de interés cultural por el Ministerio.'],
  ['Inscripción en el Registro Nacional de Bienes Culturales', 'Registrá los bienes culturales muebles que tenés en tu poder.'],
  ['Certificado de exportación de bienes culturales', 'Solicitá la autorización para exportar temporal o definitivamente una obra de arte.'],
  ['Registro de Festivales Argentinos', 'Inscribí tu festival en el registro federal para acceder a líneas de apoyo.'],
  ['Préstamo de obras de museos nacionales', 'Cómo pedir en préstamo obras de las colecciones nacionales para una exposición.'],
  ['Uso de espacios de museos y edificios históricos', 'Solicitá salas y patios para actividades culturales, filmaciones o sesiones de fotos.'],
  ['Inscripción en el Registro de Puntos de Cultura', 'Sumá tu organización comunitaria a la red federal de Puntos de Cultura.'],
  ['Consulta de documentos del Archivo General', 'Pedí copias certificadas de documentos históricos y expedientes.'],
  ['Solicitud de auspicio institucional', 'Pedí el auspicio del Ministerio para tu actividad cultural sin fines de lucro.'],
  ['Registro de artesanos y artesanas', 'Inscribite para participar en ferias y mercados de artesanías de todo el país.'],
  ['Reconocimiento de Canción Popular', 'Postulá una canción o música de tu región para su reconocimiento como patrimonio.'],
  ['Visitas guiadas para escuelas', 'Reservá visitas educativas gratuitas a museos, teatros y bibliotecas nacionales.'],
] as const;
