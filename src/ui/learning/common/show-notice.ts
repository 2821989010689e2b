import { showSnackbar, updateSnackbar } from '../../common/show-snackbar';

/** The trip home whose notice is on screen: the page left, the notice's id, and whether a unit layout gave it. */
let shownTrip: { from: string; id: string; fromLayout: boolean } | null = null;
let trips = 0;

/**
 * Says, once, why the student is back home. A page inside the unit layout and the layout itself can
 * both find their content missing (a bad unit and item in one URL), in one render or one after the
 * other: while the notice of a trip from that page is on screen no second one is shown, and the
 * page's own message (it names what was asked for) replaces the layout's.
 */
export function showSentHomeNotice(message: string, { from, fromLayout }: { from: string; fromLayout: boolean }): void {
  if (shownTrip?.from === from) {
    if (shownTrip.fromLayout && !fromLayout) {
      shownTrip.fromLayout = false;
      const { id } = shownTrip;
      updateSnackbar({ id, color: 'yellow', message });
    }
    return;
  }
  const trip = { from, id: `sent-home-${++trips}`, fromLayout };
  shownTrip = trip;
  showSnackbar({
    id: trip.id,
    color: 'yellow',
    message,
    onClose: () => {
      if (shownTrip === trip) shownTrip = null;
    },
  });
}
