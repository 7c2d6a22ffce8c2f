// What every screen's styles sit on: Mantine's baseline and global classes. The styles of
// each Mantine component come with the component itself (vite.config.ts,
// mantineComponentStyles), so a chunk carries the CSS of exactly what it renders.
import 'virtual:mantine-base-styles';
import './focus.css';
import '../theme/readable-overrides.css';
