import { say, t, type BiographySeed, type ComponentSeed } from '../course-seed.types';

const franklinText = t(
  '<p>Benjamin Franklin was born in Boston, the fifteenth of seventeen children. At twelve he became an apprentice in his brother\'s print shop, and at seventeen he ran away to Philadelphia with almost nothing.</p><p>There he built his own printing business, published a popular almanac, and started a lending library, a fire company and a college. His experiments with electricity made him famous in Europe. Later he helped write the Declaration of Independence and represented the new nation in France.</p>',
  '<p>Benjamin Franklin nació en Boston y fue el decimoquinto de diecisiete hijos. A los doce años entró como aprendiz en la imprenta de su hermano, y a los diecisiete huyó a Filadelfia casi sin nada.</p><p>Allí creó su propio negocio de imprenta, publicó un almanaque muy leído y fundó una biblioteca de préstamo, una compañía de bomberos y una universidad. Sus experimentos con la electricidad lo hicieron famoso en Europa. Más tarde ayudó a redactar la Declaración de Independencia y representó a la nueva nación en Francia.</p>',
);

const hutchinsonText = t(
  '<p>Anne Hutchinson arrived in Massachusetts in 1634 with her husband and children. She was a skilled midwife, and women gathered in her home to discuss the Sunday sermons.</p><p>Soon men came too, and Hutchinson began to share her own ideas about faith. Colony leaders said she was challenging their authority. In 1638 she was put on trial and banished. She helped found a new settlement in what became Rhode Island, a colony known for tolerating different beliefs.</p>',
  '<p>Anne Hutchinson llegó a Massachusetts en 1634 con su esposo y sus hijos. Era una partera hábil, y las mujeres se reunían en su casa para comentar los sermones del domingo.</p><p>Pronto llegaron también hombres, y Hutchinson empezó a compartir sus propias ideas sobre la fe. Los líderes de la colonia dijeron que desafiaba su autoridad. En 1638 fue juzgada y desterrada. Ayudó a fundar un nuevo asentamiento en lo que llegó a ser Rhode Island, una colonia conocida por tolerar creencias distintas.</p>',
);

export const colonialBiographies: BiographySeed[] = [
  {
    characterName: t('Benjamin Franklin', 'Benjamin Franklin'),
    characterPeriod: t('1706 – 1790', '1706 – 1790'),
    mainText: franklinText,
    portrait: 'portrait-printer',
    portraitCaption: t('Benjamin Franklin, printer and inventor', 'Benjamin Franklin, impresor e inventor'),
    disclaimer: t('Illustration made for this course, not an actual likeness.', 'Ilustración hecha para este curso; no es un retrato real.'),
    audio: say('colonial-bio-franklin', franklinText),
  },
  {
    characterName: t('Anne Hutchinson', 'Anne Hutchinson'),
    characterPeriod: t('1591 – 1643', '1591 – 1643'),
    mainText: hutchinsonText,
    portrait: 'portrait-speaker',
    portraitCaption: t('Anne Hutchinson, religious leader', 'Anne Hutchinson, líder religiosa'),
    disclaimer: t('Illustration made for this course, not an actual likeness.', 'Ilustración hecha para este curso; no es un retrato real.'),
    audio: say('colonial-bio-hutchinson', hutchinsonText),
  },
];

const storyComponents: ComponentSeed[] = [
  { type: 'section-title', title: t('The Starving Winter', 'El invierno del hambre'), background: '#3D2B1F', color: '#F5E6C8', size: 26 },
  {
    type: 'paragraph',
    paragraphs: [
      {
        content: t(
          '<p>Thomas was fourteen when the ships left Jamestown for England in the autumn of 1609. The storehouse was nearly empty. Every morning he counted the barrels, and every morning there were fewer.</p>',
          '<p>Thomas tenía catorce años cuando los barcos partieron de Jamestown hacia Inglaterra en el otoño de 1609. El almacén estaba casi vacío. Cada mañana contaba los barriles, y cada mañana había menos.</p>',
        ),
        images: [{ image: 'fort-jamestown', caption: t('The fort in winter', 'El fuerte en invierno') }],
      },
    ],
  },
  { type: 'page-break' },
  {
    type: 'paragraph',
    paragraphs: [
      {
        orientation: 'right-side',
        content: t(
          '<p>By spring, only about sixty of the five hundred colonists were still alive. When relief ships finally arrived, Thomas could barely walk to the shore. He never forgot that winter, or the lesson that a colony needed farmers more than gold seekers.</p>',
          '<p>Para la primavera, solo unos sesenta de los quinientos colonos seguían con vida. Cuando por fin llegaron barcos de auxilio, Thomas apenas podía caminar hasta la orilla. Nunca olvidó aquel invierno ni la lección de que una colonia necesitaba más agricultores que buscadores de oro.</p>',
        ),
        images: [{ image: 'sailing-ship', caption: t('Relief ships arrive in 1610', 'Llegan barcos de auxilio en 1610') }],
      },
    ],
  },
];

export const colonialStories = [{ name: t('The Starving Winter', 'El invierno del hambre'), components: storyComponents }];
