/**
 * The amount of an item at time `now`, exactly as Seaport derives it (seaport-core lib/AmountDeriver
 * `_locateCurrentAmount`): linear from startAmount at startTime to endAmount at endTime, in integer
 * arithmetic, rounded up for consideration items (what the buyer pays) and down for offer items.
 * Seaport only evaluates it for startTime <= now < endTime; outside that range the order is not
 * fillable, and this function throws rather than extrapolate.
 */
export function currentAmount(
  startAmount: bigint,
  endAmount: bigint,
  startTime: bigint,
  endTime: bigint,
  now: bigint,
  roundUp: boolean,
): bigint {
  if (startAmount === endAmount) return endAmount;
  if (now < startTime || now >= endTime) throw new RangeError(`time ${now} is outside the order's [${startTime}, ${endTime})`);
  const duration = endTime - startTime;
  const elapsed = now - startTime;
  const remaining = duration - elapsed;
  const total = startAmount * remaining + endAmount * elapsed;
  if (total === 0n) return 0n;
  return roundUp ? (total - 1n) / duration + 1n : total / duration;
}

/**
 * `value * numerator / denominator` as Seaport applies a partial fill (AmountDeriver `_getFraction`):
 * it must divide exactly, else Seaport reverts with InexactFraction, and so does this.
 */
export function applyFraction(value: bigint, numerator: bigint, denominator: bigint): bigint {
  if (numerator === denominator) return value;
  if ((value * numerator) % denominator !== 0n) throw new RangeError(`${numerator}/${denominator} of ${value} is not a whole amount`);
  return (value * numerator) / denominator;
}

/** An item's amount for a fill of numerator/denominator at `now` (AmountDeriver `_applyFraction`). */
export function currentFractionAmount(
  item: { startAmount: bigint; endAmount: bigint },
  order: { startTime: bigint; endTime: bigint },
  fraction: { numerator: bigint; denominator: bigint },
  now: bigint,
  roundUp: boolean,
): bigint {
  const { numerator, denominator } = fraction;
  if (item.startAmount === item.endAmount) return applyFraction(item.endAmount, numerator, denominator);
  return currentAmount(
    applyFraction(item.startAmount, numerator, denominator),
    applyFraction(item.endAmount, numerator, denominator),
    order.startTime,
    order.endTime,
    now,
    roundUp,
  );
}
