/** The rail's buttons (Add Version, Compare): from xl the rail is 7 rem wide, and a longer language's label wraps beside its icon rather than being cut off. */
export const RAIL_WRAP = 'xl:h-auto xl:min-h-8 xl:py-1 xl:whitespace-normal xl:leading-tight xl:[overflow-wrap:anywhere]';
