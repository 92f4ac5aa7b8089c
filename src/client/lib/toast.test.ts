import { describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { toast: sonner } = await import("sonner");
const { onSonnerRequested, sonnerRequested, toast } = await import("./toast");

describe("toast", () => {
  it("asks for sonner with the first toast only, then shows each toast through it", async () => {
    const requested = vi.fn();
    onSonnerRequested(requested);
    expect(sonnerRequested()).toBe(false);

    toast.error("Failed to load organization.");
    toast.success("Saved.");
    expect(sonnerRequested()).toBe(true);
    expect(requested).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(sonner.error).toHaveBeenCalledWith("Failed to load organization.");
      expect(sonner.success).toHaveBeenCalledWith("Saved.");
    });
  });
});
