export declare const rootDir: string;
export declare const webDistDir: string;
export declare function isWebBuildStale(): boolean;
export declare function buildWeb(): boolean;
export declare function ensureWebBuild(): void;
