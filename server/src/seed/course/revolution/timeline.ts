import { say, t, type TimelineEventSeed } from '../course-seed.types';

const e = (key: string, year: number, en: [string, string, string], es: [string, string, string], image?: string): TimelineEventSeed => ({
  date: t(en[0], es[0]),
  year,
  title: t(en[1], es[1]),
  shortDescription: t(en[2], es[2]),
  longDescription: t(`<p>${en[2]}</p>`, `<p>${es[2]}</p>`),
  image,
  audio: say(`revolution-event-${key}`, t(`${en[1]}. ${en[2]}`, `${es[1]}. ${es[2]}`)),
});

export const revolutionTimeline = {
  title: t('The Road to Independence, 1763–1783', 'El camino a la independencia, 1763–1783'),
  intro: t('<p>Select an event to read more about it.</p>', '<p>Selecciona un evento para leer más.</p>'),
  events: [
    e('1763', 1763, ['February 1763', 'The French and Indian War ends', 'Britain wins vast lands but is left with huge debts.'], ['Febrero de 1763', 'Termina la guerra franco-india', 'Gran Bretaña gana enormes territorios pero queda con grandes deudas.']),
    e('1765', 1765, ['March 1765', 'The Stamp Act', 'Parliament taxes printed papers; colonists protest and boycott.'], ['Marzo de 1765', 'La Ley del Timbre', 'El Parlamento grava los papeles impresos; los colonos protestan y boicotean.'], 'tax-stamp'),
    e('1770', 1770, ['March 5, 1770', 'The Boston Massacre', 'British soldiers fire into a crowd, killing five people, including Crispus Attucks.'], ['5 de marzo de 1770', 'La Masacre de Boston', 'Soldados británicos disparan contra una multitud y matan a cinco personas, entre ellas Crispus Attucks.']),
    e('1773', 1773, ['December 16, 1773', 'The Boston Tea Party', 'Protesters dump 342 chests of tea into Boston Harbor.'], ['16 de diciembre de 1773', 'El Motín del Té', 'Unos manifestantes arrojan 342 cajas de té al puerto de Boston.'], 'tea-chest'),
    e('1774', 1774, ['September 1774', 'First Continental Congress', 'Delegates from twelve colonies meet in Philadelphia.'], ['Septiembre de 1774', 'Primer Congreso Continental', 'Delegados de doce colonias se reúnen en Filadelfia.']),
    e('1775', 1775, ['April 19, 1775', 'Lexington and Concord', 'The first battles of the war are fought in Massachusetts.'], ['19 de abril de 1775', 'Lexington y Concord', 'Se libran las primeras batallas de la guerra en Massachusetts.'], 'minuteman'),
    e('1776', 1776, ['July 4, 1776', 'The Declaration of Independence', 'Congress approves the Declaration of Independence.'], ['4 de julio de 1776', 'La Declaración de Independencia', 'El Congreso aprueba la Declaración de Independencia.'], 'declaration-scroll'),
    e('1777', 1777, ['October 1777', 'Victory at Saratoga', 'An American victory convinces France to become an ally.'], ['Octubre de 1777', 'Victoria en Saratoga', 'Una victoria estadounidense convence a Francia de convertirse en aliada.']),
    e('1778', 1778, ['Winter 1777–1778', 'Valley Forge', 'The Continental Army survives a hard winter and trains into a stronger force.'], ['Invierno de 1777–1778', 'Valley Forge', 'El Ejército Continental sobrevive a un invierno duro y se entrena hasta ser más fuerte.'], 'winter-camp'),
    e('1779', 1779, ['1779–1781', 'Gálvez on the Gulf Coast', 'Spanish forces led by Bernardo de Gálvez capture British forts from Baton Rouge to Pensacola.'], ['1779–1781', 'Gálvez en la costa del Golfo', 'Fuerzas españolas dirigidas por Bernardo de Gálvez toman fuertes británicos desde Baton Rouge hasta Pensacola.']),
    e('1781', 1781, ['October 1781', 'Surrender at Yorktown', 'The British army surrenders to American and French forces.'], ['Octubre de 1781', 'Rendición en Yorktown', 'El ejército británico se rinde ante las fuerzas estadounidenses y francesas.']),
    e('1783', 1783, ['September 1783', 'The Treaty of Paris', 'Britain recognizes the independence of the United States.'], ['Septiembre de 1783', 'El Tratado de París', 'Gran Bretaña reconoce la independencia de Estados Unidos.']),
  ],
};
