/** Resource names of the bidding API: `bidders/<id>`, `buyers/<id>`. */
export const bidderName = (bidder: string): string => `bidders/${bidder}`;
export const buyerName = (buyer: string): string => `buyers/${buyer}`;

/** `buyers/12345` → `12345`. */
export const accountIdOf = (name: string): string => name.slice(name.indexOf('/') + 1);
