// docs/product.md (spec section 2): the mobile layout is 900 px wide or less. CSS modules repeat the number in their
// media queries (`max-width: 900px`).
export const mobileMaxWidth = 900;

/** The media query that matches the mobile layout. */
export const mobileLayoutQuery = `(max-width: ${mobileMaxWidth}px)`;
