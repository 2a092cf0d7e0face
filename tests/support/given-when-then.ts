// Decider tests in given / when / then form (house style), for any area's decider: given past events,
// when a command, then the new events — or the error a user reads.
//
//   const given = givenWhenThen(mealDecider, DomainError);
//   given(planned).when({ type: "removeMeal" }).then([{ type: "MealRemoved", data: { mealId: 9 } }]);
import { expect } from "vitest";
import type { Decider } from "../../app/events/command-handler.server";
import type { Event } from "../../app/events/types";

// biome-ignore lint/suspicious/noExplicitAny: any error class, whatever its constructor takes.
type ErrorClass = abstract new (...args: any[]) => Error;

/**
 * `given(...events)` for this decider. `refusal` is the error class `thenRefuses` expects unless told
 * otherwise (the area's DomainError).
 */
export function givenWhenThen<State, Command, E extends Event>(
  decider: Decider<State, Command, E>,
  refusal: ErrorClass = Error,
) {
  return function given(...events: E[]) {
    const state = events.reduce<State>((s, e) => decider.evolve(s, e), decider.initialState());
    return {
      when: (command: Command) => ({
        // biome-ignore lint/suspicious/noThenProperty: given / when / then is the house style for deciders.
        then: (expected: E[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenRefuses: (message: RegExp | string, type: ErrorClass = refusal) => {
          expect(() => decider.decide(command, state)).toThrow(type);
          expect(() => decider.decide(command, state)).toThrow(message);
        },
      }),
      state,
    };
  };
}
