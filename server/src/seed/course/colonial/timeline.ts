import { say, t, type TimelineEventSeed } from '../course-seed.types';

const e = (year: number, en: [string, string, string], es: [string, string, string], image?: string): TimelineEventSeed => ({
  date: t(en[0], es[0]),
  year,
  title: t(en[1], es[1]),
  shortDescription: t(en[2], es[2]),
  longDescription: t(`<p>${en[2]}</p>`, `<p>${es[2]}</p>`),
  image,
  audio: say(`colonial-event-${year}`, t(`${en[1]}. ${en[2]}`, `${es[1]}. ${es[2]}`)),
});

export const colonialTimeline = {
  title: t('Colonial America, 1607–1754', 'La América colonial, 1607–1754'),
  intro: t('<p>Select an event to read more about it.</p>', '<p>Selecciona un evento para leer más.</p>'),
  events: [
    e(1607, ['May 1607', 'Jamestown is founded', 'English colonists build a fort on the James River in Virginia.'], ['Mayo de 1607', 'Se funda Jamestown', 'Colonos ingleses construyen un fuerte junto al río James, en Virginia.'], 'fort-jamestown'),
    e(1619, ['August 1619', 'Africans arrive in Virginia', 'About twenty captive Africans are brought to Virginia, an early step toward slavery in the colonies.'], ['Agosto de 1619', 'Llegan africanos a Virginia', 'Unos veinte africanos cautivos son llevados a Virginia, un paso temprano hacia la esclavitud en las colonias.']),
    e(1620, ['November 1620', 'The Mayflower Compact', 'Pilgrims agree to govern themselves before landing at Plymouth.'], ['Noviembre de 1620', 'El Pacto del Mayflower', 'Los peregrinos acuerdan gobernarse a sí mismos antes de desembarcar en Plymouth.'], 'sailing-ship'),
    e(1630, ['1630', 'Massachusetts Bay Colony', 'Puritans found Boston and start a colony built around their faith.'], ['1630', 'La colonia de la bahía de Massachusetts', 'Los puritanos fundan Boston y crean una colonia organizada en torno a su fe.']),
    e(1636, ['1636', 'Rhode Island is founded', 'Roger Williams starts a colony where people may worship freely.'], ['1636', 'Se funda Rhode Island', 'Roger Williams funda una colonia donde las personas pueden practicar su fe libremente.']),
    e(1664, ['1664', 'New Netherland becomes New York', 'England takes the Dutch colony and renames it New York.'], ['1664', 'Nueva Holanda pasa a ser Nueva York', 'Inglaterra toma la colonia holandesa y la llama Nueva York.']),
    e(1675, ['1675–1676', 'Metacom\'s War', 'A bitter war between New England colonists and Native nations led by the Wampanoag leader Metacom.'], ['1675–1676', 'La guerra de Metacom', 'Una guerra dura entre los colonos de Nueva Inglaterra y naciones indígenas dirigidas por el líder wampanoag Metacom.']),
    e(1681, ['1681', 'Pennsylvania is founded', 'William Penn receives a charter and plans a colony of religious tolerance.'], ['1681', 'Se funda Pensilvania', 'William Penn recibe una carta real y planea una colonia de tolerancia religiosa.'], 'wheat-farm'),
    e(1704, ['1704', 'The first lasting newspaper', 'The Boston News-Letter begins printing weekly news.'], ['1704', 'El primer periódico duradero', 'El Boston News-Letter empieza a publicar noticias cada semana.'], 'printing-press'),
    e(1732, ['1732', 'Georgia, the thirteenth colony', 'The last of the thirteen colonies is founded south of Carolina.'], ['1732', 'Georgia, la decimotercera colonia', 'Se funda la última de las trece colonias, al sur de Carolina.']),
    e(1754, ['1754', 'The Albany Plan', 'Benjamin Franklin proposes that the colonies unite for defense. The plan fails, but the idea remains.'], ['1754', 'El Plan de Albany', 'Benjamin Franklin propone que las colonias se unan para defenderse. El plan fracasa, pero la idea permanece.']),
  ],
};
