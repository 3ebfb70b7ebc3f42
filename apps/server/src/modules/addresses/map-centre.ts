/** The map's default centre: between HSR Layout and Bellandur. */
export const DEFAULT_CENTRE = { lat: 12.9121, lng: 77.6446 };
