import { say, t } from '../course-seed.types';

const description = t(
  '<p>Between 1607 and 1732, thirteen English colonies took root along the Atlantic coast of North America. Explore who came, why they came, how they lived, and how their choices changed the lives of Native nations and enslaved Africans.</p>',
  '<p>Entre 1607 y 1732, trece colonias inglesas echaron raíces en la costa atlántica de América del Norte. Descubre quiénes llegaron, por qué llegaron, cómo vivían y cómo sus decisiones cambiaron la vida de las naciones indígenas y de los africanos esclavizados.</p>',
);

/** Unit 1 fields, opener, overview, teacher page and videos. */
export const colonialUnit = {
  name: t('Colonial America', 'La América colonial'),
  number: 1,
  belongsTo: 'history',
  unitTypeId: 1,
  description,
  descriptionAudio: say('colonial-description', description),
  thumbnail: 'colonial-thumbnail',
  overviewIntro: t(
    '<p>In this unit you will follow the colonies from the first fragile settlements to busy port towns. Check each big idea when you feel ready to explain it to a classmate.</p>',
    '<p>En esta unidad seguirás a las colonias desde los primeros asentamientos frágiles hasta los puertos llenos de actividad. Marca cada gran idea cuando puedas explicarla a un compañero.</p>',
  ),
  blurbs: [
    {
      title: t('Reasons to cross an ocean', 'Razones para cruzar un océano'),
      text: t(
        '<p>People sailed to North America hoping for land, profit or the freedom to worship in their own way. Many others were brought by force.</p>',
        '<p>Las personas navegaron a América del Norte con la esperanza de obtener tierras, ganancias o la libertad de practicar su fe. Muchas otras fueron traídas por la fuerza.</p>',
      ),
      image: 'sailing-ship',
    },
    {
      title: t('Three colonial regions', 'Tres regiones coloniales'),
      text: t(
        '<p>Climate and geography shaped the New England, Middle and Southern colonies into very different places to live and work.</p>',
        '<p>El clima y la geografía hicieron de Nueva Inglaterra, las colonias centrales y las colonias del sur lugares muy distintos para vivir y trabajar.</p>',
      ),
      image: 'colonial-map',
    },
    {
      title: t('Many peoples, one coast', 'Muchos pueblos, una costa'),
      text: t(
        '<p>Powhatan, Lenape, Wampanoag and many other nations already lived on the land. Trade, diplomacy and war marked their meetings with colonists.</p>',
        '<p>Los powhatan, lenape, wampanoag y muchas otras naciones ya vivían en esas tierras. El comercio, la diplomacia y la guerra marcaron sus encuentros con los colonos.</p>',
      ),
    },
    {
      title: t('Seeds of self-government', 'Semillas del autogobierno'),
      text: t(
        '<p>Town meetings and elected assemblies gave some colonists practice in governing themselves, long before independence.</p>',
        '<p>Las asambleas de pueblo y las asambleas electas dieron a algunos colonos práctica en gobernarse a sí mismos, mucho antes de la independencia.</p>',
      ),
      image: 'meeting-house',
    },
  ],
  opener: {
    backgroundImage: 'colonial-map',
    openerBackgroundImage: 'coastline-dawn',
    thumbnailImage: 'colonial-thumbnail',
    titleBackgroundColor: '#1F3A5F',
    color: '#FFFFFF',
    videoUrl: 'video:colonial-overview',
    audio: say(
      'colonial-opener',
      t(
        'Imagine stepping off a small wooden ship after weeks at sea. The forest is thick, the winter is coming, and the people who already live here are watching.',
        'Imagina que bajas de un pequeño barco de madera después de semanas en el mar. El bosque es espeso, el invierno se acerca y las personas que ya viven aquí te observan.',
      ),
    ),
    story: t(
      '<p>Imagine stepping off a small wooden ship after weeks at sea. The forest is thick, the winter is coming, and the people who already live here are watching. What would you need to survive your first year?</p>',
      '<p>Imagina que bajas de un pequeño barco de madera después de semanas en el mar. El bosque es espeso, el invierno se acerca y las personas que ya viven aquí te observan. ¿Qué necesitarías para sobrevivir tu primer año?</p>',
    ),
    highlight: t('<p><strong>Big question:</strong> How did geography and people shape the thirteen colonies?</p>', '<p><strong>Gran pregunta:</strong> ¿Cómo moldearon la geografía y las personas a las trece colonias?</p>'),
    hotspots: [
      { x: 62, y: 22, label: t('New England', 'Nueva Inglaterra'), text: t('<p>Rocky soil and long winters; fishing, shipbuilding and trade.</p>', '<p>Suelo rocoso e inviernos largos; pesca, construcción de barcos y comercio.</p>') },
      { x: 52, y: 45, label: t('Middle Colonies', 'Colonias centrales'), text: t('<p>Rich farmland and busy ports such as Philadelphia and New York.</p>', '<p>Tierras fértiles y puertos activos como Filadelfia y Nueva York.</p>') },
      { x: 40, y: 72, label: t('Southern Colonies', 'Colonias del sur'), text: t('<p>Long growing seasons and large plantations worked by enslaved people.</p>', '<p>Temporadas de cultivo largas y grandes plantaciones trabajadas por personas esclavizadas.</p>') },
    ],
  },
  teacherPage: {
    title: t('Teacher page: Colonial America', 'Página del maestro: La América colonial'),
    content: t(
      '<p>This unit practises reading maps, comparing regions and using evidence from primary-source style texts.</p>',
      '<p>Esta unidad practica la lectura de mapas, la comparación de regiones y el uso de evidencia de textos con estilo de fuente primaria.</p>',
    ),
    skills: [
      { name: t('Reading historical maps', 'Leer mapas históricos'), description: t('<p>Use a legend, a compass rose and a scale.</p>', '<p>Usar una leyenda, una rosa de los vientos y una escala.</p>') },
      { name: t('Compare and contrast', 'Comparar y contrastar'), description: t('<p>Describe how two colonial regions were alike and different.</p>', '<p>Describir en qué se parecían y diferenciaban dos regiones coloniales.</p>') },
      { name: t('Cause and effect', 'Causa y efecto'), description: t('<p>Explain why a settlement succeeded or struggled.</p>', '<p>Explicar por qué un asentamiento prosperó o tuvo dificultades.</p>') },
    ],
  },
  videos: [
    {
      title: t('The thirteen colonies in one minute', 'Las trece colonias en un minuto'),
      description: t('A short illustrated tour of the three colonial regions.', 'Un breve recorrido ilustrado por las tres regiones coloniales.'),
      video: 'colonial-overview',
      thumbnail: 'colonial-map',
    },
  ],
};
