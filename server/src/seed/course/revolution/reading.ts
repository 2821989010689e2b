import { say, t, type BiographySeed, type ComponentSeed } from '../course-seed.types';

const warrenText = t(
  '<p>Mercy Otis Warren grew up in Massachusetts at a time when few girls were taught history or politics. She listened in on her brothers\' lessons and read everything she could.</p><p>During the years of protest she wrote plays that poked fun at royal officials. After the war she published one of the first histories of the Revolution, signed with her own name.</p>',
  '<p>Mercy Otis Warren creció en Massachusetts en una época en que a pocas niñas se les enseñaba historia o política. Escuchaba las lecciones de sus hermanos y leía todo lo que podía.</p><p>Durante los años de protesta escribió obras de teatro que se burlaban de los funcionarios reales. Después de la guerra publicó una de las primeras historias de la Revolución, firmada con su propio nombre.</p>',
);

const armisteadText = t(
  '<p>James Armistead was an enslaved man in Virginia who volunteered to serve the American cause. Posing as a runaway, he entered the British camp and was trusted by its officers.</p><p>The reports he carried back helped the Americans and French trap the British at Yorktown in 1781. After the war he was still enslaved, and he had to petition the Virginia legislature for his freedom, which he won in 1787.</p>',
  '<p>James Armistead era un hombre esclavizado de Virginia que se ofreció a servir a la causa estadounidense. Haciéndose pasar por fugitivo, entró en el campamento británico y se ganó la confianza de sus oficiales.</p><p>Los informes que llevaba de regreso ayudaron a estadounidenses y franceses a atrapar a los británicos en Yorktown en 1781. Después de la guerra seguía esclavizado, y tuvo que pedir su libertad a la legislatura de Virginia, que la concedió en 1787.</p>',
);

export const revolutionBiographies: BiographySeed[] = [
  {
    characterName: t('Mercy Otis Warren', 'Mercy Otis Warren'),
    characterPeriod: t('1728 – 1814', '1728 – 1814'),
    mainText: warrenText,
    portrait: 'portrait-writer',
    portraitCaption: t('Mercy Otis Warren, writer and historian', 'Mercy Otis Warren, escritora e historiadora'),
    disclaimer: t('Illustration made for this course, not an actual likeness.', 'Ilustración hecha para este curso; no es un retrato real.'),
    audio: say('revolution-bio-warren', warrenText),
  },
  {
    characterName: t('James Armistead Lafayette', 'James Armistead Lafayette'),
    characterPeriod: t('about 1748 – 1830', 'hacia 1748 – 1830'),
    mainText: armisteadText,
    portrait: 'portrait-scout',
    portraitCaption: t('James Armistead, spy for the Continental Army', 'James Armistead, espía del Ejército Continental'),
    disclaimer: t('Illustration made for this course, not an actual likeness.', 'Ilustración hecha para este curso; no es un retrato real.'),
    audio: say('revolution-bio-armistead', armisteadText),
  },
];

const storyComponents: ComponentSeed[] = [
  { type: 'section-title', title: t('The Winter at Valley Forge', 'El invierno en Valley Forge'), background: '#E8EEF4', color: '#1F3A5F', size: 26 },
  {
    type: 'paragraph',
    paragraphs: [
      {
        content: t(
          '<p>Sarah had followed her husband\'s regiment to Valley Forge in December 1777. She washed clothes, cooked thin soup and wrapped bleeding feet in rags. Snow covered the huts, and many soldiers had no shoes.</p>',
          '<p>Sarah había seguido al regimiento de su esposo hasta Valley Forge en diciembre de 1777. Lavaba ropa, cocinaba sopa aguada y envolvía en trapos los pies que sangraban. La nieve cubría las cabañas y muchos soldados no tenían zapatos.</p>',
        ),
        images: [{ image: 'winter-camp', caption: t('Log huts at Valley Forge', 'Cabañas de troncos en Valley Forge') }],
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
          '<p>In February a new drillmaster arrived and began to train the soldiers every day. By spring they marched in step and loaded their muskets quickly. "We came in as farmers," Sarah\'s husband said, "and we will leave as an army."</p>',
          '<p>En febrero llegó un nuevo instructor y empezó a entrenar a los soldados todos los días. Para la primavera marchaban al paso y cargaban sus mosquetes con rapidez. "Llegamos como granjeros", dijo el esposo de Sarah, "y nos iremos como un ejército".</p>',
        ),
        images: [{ image: 'minuteman', caption: t('A trained soldier, spring 1778', 'Un soldado entrenado, primavera de 1778') }],
      },
    ],
  },
];

export const revolutionStories = [{ name: t('The Winter at Valley Forge', 'El invierno en Valley Forge'), components: storyComponents }];
