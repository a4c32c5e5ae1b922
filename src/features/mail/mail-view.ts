/** The mail detail's state in the URL: the mail id of its segment (plain code: the route's loader runs it). */
export const mailIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
