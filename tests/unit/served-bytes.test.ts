import { describe, expect, it } from "vitest";
import { grantBytes, merge } from "../../worker/listening/served-bytes";

describe("served bytes: what a free listener's range request costs", () => {
  it("charges the bytes not served before, up to the budget", () => {
    expect(grantBytes([], 0, 99, 1_000)).toEqual({ end: 99, charged: 100, served: [[0, 99]] });
    // Only 40 bytes of budget left: the answer ends there.
    expect(grantBytes([], 0, 99, 40)).toEqual({ end: 39, charged: 40, served: [[0, 39]] });
  });

  it("serves bytes already served today again for free", () => {
    expect(grantBytes([[0, 99]], 10, 50, 0)).toEqual({ end: 50, charged: 0, served: [[0, 99]] });
    // A range over a served stretch and a new one pays only for the new bytes.
    expect(grantBytes([[0, 49]], 0, 99, 1_000)).toEqual({ end: 99, charged: 50, served: [[0, 99]] });
  });

  it("answers nothing when the first byte asked for is neither served nor affordable", () => {
    expect(grantBytes([[0, 49]], 50, 99, 0)).toBeNull();
  });

  it("stops inside the first gap it cannot pay for, after the served bytes before it", () => {
    expect(
      grantBytes(
        [
          [0, 9],
          [20, 29],
        ],
        0,
        49,
        5,
      ),
    ).toEqual({
      end: 14,
      charged: 5,
      served: [
        [0, 14],
        [20, 29],
      ],
    });
  });

  it("merges touching and overlapping intervals", () => {
    expect(
      merge([
        [10, 19],
        [0, 9],
        [15, 30],
        [40, 50],
      ]),
    ).toEqual([
      [0, 30],
      [40, 50],
    ]);
  });
});
