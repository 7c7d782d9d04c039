/**
 * A call one domain module makes into another that sits above it in the module graph, without
 * importing it (issue 19 item 4: no import cycles between modules). The lower module owns the port
 * and exports it; the higher module, which imports the lower one anyway, plugs its implementation in
 * when it starts. Calling a port nobody plugged is a wiring bug of the app module, so it throws.
 */
export class ModulePort<Implementation> {
  private implementation?: Implementation;

  constructor(private readonly name: string) {}

  plug(implementation: Implementation): void {
    if (this.implementation) throw new Error(`${this.name} is already provided`);
    this.implementation = implementation;
  }

  get provided(): Implementation {
    if (!this.implementation) throw new Error(`${this.name} has no provider: its module is not in the app module`);
    return this.implementation;
  }
}
