/** Entry point: defines the root element; everything else is reached from it (views load lazily). */
import './tv-app.ts';
