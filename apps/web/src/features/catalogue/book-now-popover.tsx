/** The Book Now lounge price popover (filled by the catalogue feature). */
export function BookNowPopover() {
  return null;
}
