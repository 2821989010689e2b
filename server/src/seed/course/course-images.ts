import type { T } from './course-seed.types';

interface ImageMeta {
  readonly alt: T;
  readonly width: number;
  readonly height: number;
}

const scene = (en: string, es: string): ImageMeta => ({ alt: { en, es }, width: 800, height: 500 });
const square = (en: string, es: string): ImageMeta => ({ alt: { en, es }, width: 400, height: 400 });

/** The course's illustrations (images/<name>.svg, drawn for this project) with alt text in both languages. */
export const COURSE_IMAGES: Record<string, ImageMeta> = {
  'atlantic-routes': scene('Map of sea routes across the Atlantic Ocean with five numbered stops', 'Mapa de rutas marítimas por el océano Atlántico con cinco paradas numeradas'),
  'benchmark-thumbnail': square('A checklist with ticked boxes', 'Una lista de verificación con casillas marcadas'),
  'boston-harbor': scene('Brick buildings and a sailing ship in a busy harbor', 'Edificios de ladrillo y un velero en un puerto activo'),
  'coastline-dawn': scene('A forested coastline at dawn', 'Una costa boscosa al amanecer'),
  'colonial-map': scene('Simplified map of the thirteen colonies along the Atlantic coast', 'Mapa simplificado de las trece colonias en la costa atlántica'),
  'colonial-thumbnail': scene('A ship near a forested shore', 'Un barco cerca de una costa boscosa'),
  'compass-rose': square('A compass rose showing north, south, east and west', 'Una rosa de los vientos que indica norte, sur, este y oeste'),
  'declaration-scroll': scene('A parchment scroll with handwritten lines and signatures', 'Un pergamino con líneas manuscritas y firmas'),
  'fishing-boat': scene('A small fishing boat with nets', 'Un pequeño barco pesquero con redes'),
  'fort-jamestown': scene('A triangular wooden fort beside a river', 'Un fuerte triangular de madera junto a un río'),
  'lexington-map': scene('Map of the route from Boston to Lexington and Concord with four numbered points', 'Mapa de la ruta de Boston a Lexington y Concord con cuatro puntos numerados'),
  'liberty-bell': scene('A large bell with a long crack', 'Una gran campana con una larga grieta'),
  'literacy-thumbnail': square('An open book', 'Un libro abierto'),
  'meeting-house': scene('A white wooden meeting house with a steeple', 'Una casa de reuniones de madera blanca con campanario'),
  minuteman: scene('A militia volunteer holding a musket', 'Un voluntario de la milicia con un mosquete'),
  'new-nation-thumbnail': scene('A meeting house beside a field of stars', 'Una casa de reuniones junto a un campo de estrellas'),
  'open-book': square('An open book', 'Un libro abierto'),
  'plantation-field': scene('Rows of tall crops in a southern field', 'Hileras de cultivos altos en un campo del sur'),
  'portrait-printer': square('Illustrated portrait of an older man with long grey hair and spectacles', 'Retrato ilustrado de un hombre mayor con cabello gris largo y anteojos'),
  'portrait-scout': square('Illustrated portrait of a Black man in a dark coat', 'Retrato ilustrado de un hombre negro con abrigo oscuro'),
  'portrait-speaker': square('Illustrated portrait of a woman in a white cap and dark dress', 'Retrato ilustrado de una mujer con cofia blanca y vestido oscuro'),
  'portrait-writer': square('Illustrated portrait of a woman with a lace cap and blue dress', 'Retrato ilustrado de una mujer con cofia de encaje y vestido azul'),
  'printing-press': scene('A wooden hand printing press', 'Una prensa de imprenta manual de madera'),
  'revolution-thumbnail': scene('A bell and a striped flag', 'Una campana y una bandera a rayas'),
  'sailing-ship': scene('A sailing ship on the ocean', 'Un velero en el océano'),
  'tax-stamp': scene('A red tax stamp marked one penny', 'Un timbre fiscal rojo de un penique'),
  'tea-chest': scene('A wooden chest of tea', 'Una caja de madera con té'),
  'wheat-farm': scene('Fields of wheat and a farmhouse', 'Campos de trigo y una casa de granja'),
  'winter-camp': scene('Snow-covered log huts in a winter camp', 'Cabañas de troncos cubiertas de nieve en un campamento de invierno'),
};
