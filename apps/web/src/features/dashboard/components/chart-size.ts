/** The drawing's height: shared by the charts and the placeholder shown while they load. */
export const CHART_HEIGHT = 240;
