/** A promise and the function that settles it, for a test server that holds an answer back until the test lets it
 * go (what Promise.withResolvers gives from Node 22 on). */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
