import { say, t } from '../course-seed.types';

const description = t(
  '<p>From angry protests over taxes to a long war and a bold declaration, discover how thirteen colonies became one independent nation between 1763 and 1783.</p>',
  '<p>Desde protestas airadas por los impuestos hasta una larga guerra y una declaración audaz, descubre cómo trece colonias se convirtieron en una nación independiente entre 1763 y 1783.</p>',
);

/** Unit 2 fields, opener, overview, teacher page and videos. */
export const revolutionUnit = {
  name: t('The American Revolution', 'La Revolución estadounidense'),
  number: 2,
  belongsTo: 'history',
  unitTypeId: 1,
  description,
  descriptionAudio: say('revolution-description', description),
  thumbnail: 'revolution-thumbnail',
  overviewIntro: t(
    '<p>Follow the road from loyal colonists to independent citizens. Check each big idea when you can explain it in your own words.</p>',
    '<p>Sigue el camino de colonos leales a ciudadanos independientes. Marca cada gran idea cuando puedas explicarla con tus propias palabras.</p>',
  ),
  blurbs: [
    {
      title: t('No taxation without representation', 'Ningún impuesto sin representación'),
      text: t('<p>Colonists argued that only their own elected assemblies could tax them.</p>', '<p>Los colonos sostenían que solo sus propias asambleas electas podían cobrarles impuestos.</p>'),
      image: 'tea-chest',
    },
    {
      title: t('From protest to war', 'De la protesta a la guerra'),
      text: t('<p>Boycotts and protests turned into fighting at Lexington and Concord in 1775.</p>', '<p>Los boicots y las protestas se convirtieron en combates en Lexington y Concord en 1775.</p>'),
      image: 'minuteman',
    },
    {
      title: t('A declaration of ideas', 'Una declaración de ideas'),
      text: t('<p>The Declaration of Independence explained why the colonies had the right to break away.</p>', '<p>La Declaración de Independencia explicó por qué las colonias tenían derecho a separarse.</p>'),
      image: 'declaration-scroll',
    },
    {
      title: t('Who won what?', '¿Quién ganó qué?'),
      text: t('<p>Independence did not bring the same freedom to everyone. Enslaved people, women and Native nations faced very different futures.</p>', '<p>La independencia no trajo la misma libertad para todos. Las personas esclavizadas, las mujeres y las naciones indígenas enfrentaron futuros muy distintos.</p>'),
    },
  ],
  opener: {
    backgroundImage: 'liberty-bell',
    openerBackgroundImage: 'boston-harbor',
    thumbnailImage: 'revolution-thumbnail',
    titleBackgroundColor: '#7A1E1E',
    color: '#FFF8E7',
    videoUrl: 'video:revolution-overview',
    audio: say(
      'revolution-opener',
      t(
        'A bell rings over a crowded square. People argue about a new tax, and some say the king has gone too far. Where would you stand?',
        'Una campana suena sobre una plaza llena de gente. La gente discute sobre un nuevo impuesto y algunos dicen que el rey ha ido demasiado lejos. ¿De qué lado estarías?',
      ),
    ),
    story: t(
      '<p>A bell rings over a crowded square. People argue about a new tax, and some say the king has gone too far. Where would you stand: with the king, with the protesters, or somewhere in between?</p>',
      '<p>Una campana suena sobre una plaza llena de gente. La gente discute sobre un nuevo impuesto y algunos dicen que el rey ha ido demasiado lejos. ¿De qué lado estarías: con el rey, con los manifestantes o en algún punto intermedio?</p>',
    ),
    highlight: t('<p><strong>Big question:</strong> When is it right to break away from a government?</p>', '<p><strong>Gran pregunta:</strong> ¿Cuándo es justo separarse de un gobierno?</p>'),
    hotspots: [
      { x: 30, y: 35, label: t('Boston', 'Boston'), text: t('<p>Center of protest: the Massacre and the Tea Party.</p>', '<p>Centro de la protesta: la Masacre y el Motín del Té.</p>') },
      { x: 55, y: 55, label: t('Philadelphia', 'Filadelfia'), text: t('<p>Where the Continental Congress declared independence.</p>', '<p>Donde el Congreso Continental declaró la independencia.</p>') },
      { x: 70, y: 78, label: t('Yorktown', 'Yorktown'), text: t('<p>The last great battle, in 1781.</p>', '<p>La última gran batalla, en 1781.</p>') },
    ],
  },
  teacherPage: {
    title: t('Teacher page: The American Revolution', 'Página del maestro: La Revolución estadounidense'),
    content: t('<p>This unit practises sequencing events, identifying points of view and using evidence.</p>', '<p>Esta unidad practica ordenar eventos, identificar puntos de vista y usar evidencia.</p>'),
    skills: [
      { name: t('Sequencing events', 'Ordenar eventos'), description: t('<p>Place causes and effects on a timeline.</p>', '<p>Ubicar causas y efectos en una línea de tiempo.</p>') },
      { name: t('Point of view', 'Punto de vista'), description: t('<p>Compare how a Patriot and a Loyalist saw the same event.</p>', '<p>Comparar cómo vieron el mismo evento un patriota y un leal.</p>') },
      { name: t('Using evidence', 'Usar evidencia'), description: t('<p>Support a claim with details from a text.</p>', '<p>Apoyar una afirmación con detalles de un texto.</p>') },
    ],
  },
  videos: [
    {
      title: t('Road to independence', 'El camino a la independencia'),
      description: t('A short illustrated review of the main events.', 'Un breve repaso ilustrado de los eventos principales.'),
      video: 'revolution-overview',
      thumbnail: 'liberty-bell',
    },
  ],
};
