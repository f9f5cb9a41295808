/** The rail's buttons (Add Version, Compare): from xl the rail is 8 rem wide, and a longer language's label wraps between its words beside the icon rather than being cut off. */
export const RAIL_WRAP = 'xl:h-auto xl:min-h-8 xl:gap-1 xl:px-1.5 xl:py-1 xl:whitespace-normal xl:leading-tight';
